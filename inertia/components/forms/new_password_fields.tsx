import { useTranslation } from 'react-i18next'
import { TextField } from '~/components/forms/text_field'

/*
| A new password and its confirmation, with the rule stated up front: the same pair on
| registration, password reset and the password settings.
*/
export function NewPasswordFields({
  label,
  error,
  confirmationError,
  autoFocus,
}: {
  label: string
  error?: string
  confirmationError?: string
  autoFocus?: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      <TextField
        id="password"
        label={label}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        hint={t('auth.register.passwordHint')}
        error={error}
      />
      <TextField
        id="passwordConfirmation"
        label={t('auth.fields.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        required
        error={confirmationError}
      />
    </>
  )
}
