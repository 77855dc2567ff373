import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import { StatusMessage } from '~/components/forms/status_message'
import { useSharedProps } from '~/hooks/use_page_props'

export default function ForgotPassword() {
  const { t } = useTranslation()
  const { flash } = useSharedProps()
  return (
    <>
      <Head title={t('auth.forgot.title')} />
      <Form route="password.email" className="flex flex-col gap-4">
        {({ errors, processing }) => (
          <>
            {flash.status && (
              <StatusMessage tone={flash.status.tone}>{flash.status.message}</StatusMessage>
            )}
            <TextField
              id="email"
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              autoFocus
              required
              error={errors.email}
            />
            <Button type="submit" disabled={processing} className="w-full">
              {processing ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              <Link
                route="session.create"
                className="font-medium text-foreground underline underline-offset-4"
              >
                {t('auth.forgot.backToLogin')}
              </Link>
            </p>
          </>
        )}
      </Form>
    </>
  )
}

ForgotPassword.layout = {
  title: 'auth.forgot.title',
  description: 'auth.forgot.description',
} satisfies AuthLayoutProps
