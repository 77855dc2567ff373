import { useTranslation } from 'react-i18next'
import { KeyRound } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { FieldError } from '~/components/ui/field_error'
import { usePageErrors } from '../hooks/use_page_errors'
import { usePasskeyAssertion } from '../hooks/use_passkey_assertion'

/*
| "Log in with a passkey" (login page) or "Confirm with a passkey" (password confirmation), with
| the server's or the browser's reason beside it when it did not work.
*/
export function PasskeyButton({
  purpose,
  extra,
}: {
  purpose: 'login' | 'confirm'
  extra?: () => Record<string, unknown>
}) {
  const { t } = useTranslation()
  const { supported, busy, clientError, start } = usePasskeyAssertion(
    purpose === 'login'
      ? {
          optionsRoute: 'passkey_login.options',
          submitRoute: 'passkey_login.store',
          autofill: true,
          extra,
        }
      : {
          optionsRoute: 'password.confirm.passkey_options',
          submitRoute: 'password.confirm.passkey',
        }
  )
  const serverError = usePageErrors().passkey
  const message = clientError ? t(`auth.passkey.${clientError}`) : serverError
  if (!supported) return null

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={busy}
        onClick={start}
        aria-describedby={message ? 'passkey-error' : undefined}
      >
        <KeyRound aria-hidden />
        {busy
          ? t('auth.passkey.waiting')
          : t(purpose === 'login' ? 'auth.passkey.login' : 'auth.passkey.confirm')}
      </Button>
      <FieldError id="passkey-error" message={message} />
    </div>
  )
}
