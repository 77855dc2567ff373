import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRouter } from '@adonisjs/inertia/react'
import { Switch } from '~/components/ui/switch'
import { Label } from '~/components/ui/label'
import type { Clock } from '../types'
import { formatDateTime } from '~/lib/format'

type ReminderOffer = {
  id: number
  status: string
  remindersOff: boolean
  openedReminderSentAt: string | null
  expiryReminderSentAt: string | null
}

/*
| The offer's automatic reminders to a recipient who has not answered (some days after the first
| open, some days before the valid-until day): a switch staff turn off for this offer, and what
| was already sent. Each turn is a form post (CSRF, StaffPolicy) and lands on the timeline.
*/
export function OfferReminders({ offer, clock }: { offer: ReminderOffer; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const answered = offer.status === 'responded'
  const sent = [
    offer.openedReminderSentAt && {
      label: t('offers.reminders.sentOpened'),
      at: offer.openedReminderSentAt,
    },
    offer.expiryReminderSentAt && {
      label: t('offers.reminders.sentExpiry'),
      at: offer.expiryReminderSentAt,
    },
  ].filter((row) => !!row)
  return (
    <div className="grid gap-3 text-sm">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="offer-reminders">{t('offers.reminders.label')}</Label>
        <Switch
          id="offer-reminders"
          checked={!offer.remindersOff}
          disabled={busy}
          onCheckedChange={(enabled) => {
            setBusy(true)
            router.post(
              { route: 'offers.reminders', routeParams: { id: offer.id } },
              { enabled },
              { preserveScroll: true, onFinish: () => setBusy(false) }
            )
          }}
        />
      </div>
      <p className="text-muted-foreground">
        {answered
          ? t('offers.reminders.answered')
          : offer.remindersOff
            ? t('offers.reminders.off')
            : t('offers.reminders.on')}
      </p>
      {sent.length > 0 && (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {sent.map((row) => (
            <li key={row.label}>
              {row.label}{' '}
              <time dateTime={row.at} suppressHydrationWarning>
                {formatDateTime(row.at, i18n.language, clock.timeZone)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
