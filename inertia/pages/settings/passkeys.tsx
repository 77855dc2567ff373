import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { KeyRound } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { FieldError } from '~/components/ui/field_error'
import { useClock } from '~/hooks/use_clock'
import { PasskeyItem } from '~/features/passkeys/components/passkey_item'
import { usePageErrors } from '~/features/passkeys/hooks/use_page_errors'
import { usePasskeyRegistration } from '~/features/passkeys/hooks/use_passkey_registration'

export default function PasskeysSettings({ passkeys }: { passkeys: Data.Passkey[] }) {
  const { t } = useTranslation()
  const clock = useClock()
  const { supported, busy, clientError, add } = usePasskeyRegistration()
  const serverError = usePageErrors().passkey
  const message = clientError ? t(`settings.passkeys.errors.${clientError}`) : serverError

  return (
    <>
      <Head title={t('settings.passkeys.title')} />
      <h2 className="text-lg font-semibold">{t('settings.passkeys.title')}</h2>
      <p className="mb-6 max-w-xl text-sm text-muted-foreground">
        {t('settings.passkeys.description')}
      </p>

      {passkeys.length > 0 ? (
        <ul
          aria-label={t('settings.passkeys.listLabel')}
          className="mb-6 max-w-xl divide-y rounded-lg border bg-card"
        >
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} clock={clock} />
          ))}
        </ul>
      ) : (
        <p className="mb-6 max-w-xl rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {t('settings.passkeys.empty')}
        </p>
      )}

      {supported ? (
        <div className="flex max-w-xl flex-col items-start gap-2">
          <Button
            onClick={add}
            disabled={busy}
            aria-describedby={message ? 'passkey-error' : undefined}
          >
            <KeyRound aria-hidden />
            {busy ? t('settings.passkeys.adding') : t('settings.passkeys.add')}
          </Button>
          <FieldError id="passkey-error" message={message} />
        </div>
      ) : (
        <p className="max-w-xl text-sm text-muted-foreground">
          {t('settings.passkeys.unsupported')}
        </p>
      )}
    </>
  )
}
