import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Form } from '~/components/forms/form'
import type { AuthLayoutProps } from '~/layouts/auth_layout'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import { NewPasswordFields } from '~/components/forms/new_password_fields'
import { StatusMessage } from '~/components/forms/status_message'

export default function ResetPassword({
  token,
  valid,
  email,
}: {
  token: string
  valid: boolean
  email: string | null
}) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('auth.reset.title')} />
      {!valid ? (
        <div className="flex flex-col gap-4">
          <StatusMessage tone="error">{t('auth.reset.invalidToken')}</StatusMessage>
          <Button asChild className="w-full">
            <Link route="password.request">{t('auth.reset.requestNew')}</Link>
          </Button>
        </div>
      ) : (
        <Form
          route="password.store"
          resetOnError={['password', 'passwordConfirmation']}
          className="flex flex-col gap-4"
        >
          {({ errors, processing }) => (
            <>
              <input type="hidden" name="token" value={token} />
              {email && (
                <TextField
                  id="email"
                  label={t('auth.fields.email')}
                  type="email"
                  autoComplete="username"
                  value={email}
                  readOnly
                  disabled
                />
              )}
              <NewPasswordFields
                label={t('auth.fields.newPassword')}
                error={errors.password ?? errors.token}
                confirmationError={errors.passwordConfirmation}
                autoFocus
              />
              <Button type="submit" disabled={processing} className="w-full">
                {processing ? t('auth.reset.submitting') : t('auth.reset.submit')}
              </Button>
            </>
          )}
        </Form>
      )}
    </>
  )
}

ResetPassword.layout = {
  title: 'auth.reset.title',
  description: 'auth.reset.description',
} satisfies AuthLayoutProps
