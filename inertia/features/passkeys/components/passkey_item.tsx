import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { KeyRound, Pencil, Trash2 } from 'lucide-react'
import type { Data } from '@generated/data'
import { Form } from '~/components/forms/form'
import { TextField } from '~/components/forms/text_field'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/confirm_dialog'
import { RelativeTime } from '~/components/relative_time'
import type { Clock } from '~/hooks/use_clock'
import { formatDate } from '~/lib/format'

/* One passkey: its name (renamed in place), when it was added and last used, and "Remove". */
export function PasskeyItem({ passkey, clock }: { passkey: Data.Passkey; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const router = useRouter()
  const [renaming, setRenaming] = useState(false)
  const routeParams = { id: passkey.id }

  if (renaming) {
    return (
      <li className="p-4">
        <Form
          route="passkeys.update"
          routeParams={routeParams}
          options={{ preserveScroll: true }}
          onSuccess={() => setRenaming(false)}
          className="flex flex-col gap-3"
        >
          {({ errors, processing }) => (
            <>
              <TextField
                id={`passkey-name-${passkey.id}`}
                name="name"
                label={t('settings.passkeys.nameLabel')}
                defaultValue={passkey.name}
                maxLength={100}
                autoFocus
                required
                error={errors.name}
              />
              <div className="flex flex-wrap gap-2">
                <Button type="submit" size="sm" disabled={processing}>
                  {t('settings.passkeys.save')}
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => setRenaming(false)}
                >
                  {t('common.actions.cancel')}
                </Button>
              </div>
            </>
          )}
        </Form>
      </li>
    )
  }

  return (
    // On a phone the actions go under the name, so the name and dates keep the full width.
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:gap-3">
      <KeyRound
        className="hidden size-6 shrink-0 text-muted-foreground sm:mt-0.5 sm:block"
        aria-hidden
      />
      <div className="grid min-w-0 flex-1 gap-0.5 text-sm">
        <p className="break-words font-medium">{passkey.name}</p>
        <p className="flex flex-wrap gap-x-3 text-muted-foreground">
          <span>
            {t('settings.passkeys.added', {
              date: formatDate(passkey.createdAt, i18n.language, clock.timeZone),
            })}
          </span>
          <span>
            {passkey.lastUsedAt ? (
              <>
                {t('settings.passkeys.lastUsed')}{' '}
                <RelativeTime iso={passkey.lastUsedAt} clock={clock} />
              </>
            ) : (
              t('settings.passkeys.neverUsed')
            )}
          </span>
        </p>
      </div>
      <div className="-ml-3 flex gap-1 sm:ml-0">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setRenaming(true)}
          aria-label={t('settings.passkeys.renameLabel', { name: passkey.name })}
        >
          <Pencil aria-hidden />
          {t('settings.passkeys.rename')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('settings.passkeys.removeLabel', { name: passkey.name })}
            >
              <Trash2 aria-hidden />
              {t('settings.passkeys.remove')}
            </Button>
          }
          title={t('settings.passkeys.removeTitle', { name: passkey.name })}
          description={t('settings.passkeys.removeText')}
          confirmLabel={t('settings.passkeys.remove')}
          destructive
          onConfirm={() =>
            router.delete({ route: 'passkeys.destroy', routeParams }, { preserveScroll: true })
          }
        />
      </div>
    </li>
  )
}
