import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import { CheckboxInput } from '~/components/forms/checkbox_input'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'

export default function Login() {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('auth.login.pageTitle')} />
      <Form route="session.store" resetOnError={['password']} className="flex flex-col gap-4">
        {({ errors, processing }) => (
          <>
            <TextField
              id="email"
              label={t('auth.fields.email')}
              type="email"
              autoComplete="email"
              autoFocus
              required
              error={errors.email}
            />
            <TextField
              id="password"
              label={t('auth.fields.password')}
              type="password"
              autoComplete="current-password"
              required
              error={errors.password}
              aside={
                <Link
                  route="password.request"
                  className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
                >
                  {t('auth.login.forgot')}
                </Link>
              }
            />
            <label className="flex items-center gap-2 text-sm">
              <CheckboxInput
                id="remember"
                name="remember"
                value="true"
                className="size-4 accent-primary"
              />
              {t('auth.login.remember')}
            </label>
            <Button type="submit" disabled={processing} className="w-full">
              {processing ? t('auth.login.submitting') : t('auth.login.submit')}
            </Button>
            <p className="text-center text-sm text-muted-foreground">
              {t('auth.login.noAccount')}{' '}
              <Link
                route="new_account.create"
                className="font-medium text-foreground underline underline-offset-4"
              >
                {t('auth.login.registerLink')}
              </Link>
            </p>
          </>
        )}
      </Form>
    </>
  )
}

Login.layout = {
  title: 'auth.login.title',
  description: 'auth.login.description',
} satisfies AuthLayoutProps
