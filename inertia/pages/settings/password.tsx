import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Form } from '~/components/forms/form'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/forms/text_field'
import { NewPasswordFields } from '~/components/forms/new_password_fields'

export default function PasswordSettings() {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('settings.password.title')} />
      <h2 className="text-lg font-semibold">{t('settings.password.title')}</h2>
      <p className="mb-6 text-sm text-muted-foreground">{t('settings.password.description')}</p>
      <Form
        route="user_password.update"
        options={{ preserveScroll: true }}
        resetOnError
        resetOnSuccess
        className="flex flex-col gap-4"
      >
        {({ errors, processing }) => (
          <>
            <TextField
              id="currentPassword"
              label={t('auth.fields.currentPassword')}
              type="password"
              autoComplete="current-password"
              required
              error={errors.currentPassword}
            />
            <NewPasswordFields
              label={t('auth.fields.newPassword')}
              error={errors.password}
              confirmationError={errors.passwordConfirmation}
            />
            <div>
              <Button type="submit" disabled={processing}>
                {processing ? t('common.actions.saving') : t('settings.password.submit')}
              </Button>
            </div>
          </>
        )}
      </Form>
    </>
  )
}
