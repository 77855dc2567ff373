import { useTranslation } from 'react-i18next'
import {
  AlertTriangle,
  CheckCircle2,
  Clock3,
  Eye,
  ScanEye,
  BellOff,
  BellRing,
  Bell,
  MailCheck,
  MessageSquareReply,
  PenLine,
  RotateCw,
  type LucideIcon,
} from 'lucide-react'
import { cn } from '~/lib/utils'
import type { Clock, TimelineEvent } from '../types'
import { TechnicalDetails, useFailureText } from './delivery_failure'
import { formatDateTime } from '~/lib/format'
import { AttachmentList } from '~/components/files/attachment_list'

const icons: Record<string, LucideIcon> = {
  created: PenLine,
  queued: Clock3,
  attempt_failed: AlertTriangle,
  delivered: MailCheck,
  failed: AlertTriangle,
  resent: RotateCw,
  opened: Eye,
  proxy_fetched: ScanEye,
  responded: MessageSquareReply,
  marked_responded: CheckCircle2,
  emailed_reply: MessageSquareReply,
  reminded: BellRing,
  reminders_off: BellOff,
  reminders_on: Bell,
}

const alarming = new Set(['failed', 'attempt_failed'])

/*
| Everything that happened to the offer, oldest first: written, queued, each failed attempt with
| the server's reason, delivered or failed, the open with its time and user agent, the first
| fetch by each kind of mail proxy (never an open), the answer.
*/
export function OfferTimeline({ events, clock }: { events: TimelineEvent[]; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const failureText = useFailureText()
  const text = (event: TimelineEvent) => {
    const name = event.userName ?? t('offers.timeline.someone')
    switch (event.type) {
      case 'created':
        return event.userName
          ? t('offers.timeline.created', { name })
          : t('offers.timeline.createdUnknown')
      case 'resent':
      case 'marked_responded':
      case 'reminders_off':
      case 'reminders_on':
        return t(`offers.timeline.${event.type}`, { name })
      case 'responded':
        return t('offers.timeline.responded', {
          answer: t(`offers.answers.${event.detail ?? 'interested'}`),
        })
      case 'reminded':
        return event.detail === 'expiry'
          ? t('offers.timeline.remindedExpiry')
          : t('offers.timeline.remindedOpened')
      case 'emailed_reply':
        return t('offers.timeline.emailed_reply', { text: event.detail ?? '' })
      case 'proxy_fetched':
        return t('offers.timeline.proxy_fetched', {
          fetcher: t(`offers.fetchers.${event.detail ?? 'scanner'}`),
        })
      case 'attempt_failed':
      case 'failed':
        return t(`offers.timeline.${event.type}`, { reason: failureText(event.failure) })
      default:
        return t(`offers.timeline.${event.type}`)
    }
  }
  return (
    <ol className="grid gap-4">
      {events.map((event) => {
        const Icon = icons[event.type] ?? Clock3
        return (
          <li key={event.id} className="flex gap-3">
            <span
              className={cn(
                'mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full border bg-background',
                alarming.has(event.type) &&
                  'border-red-300 text-red-700 dark:border-red-800 dark:text-red-300'
              )}
              aria-hidden
            >
              <Icon className="size-3.5" />
            </span>
            <div className="min-w-0 flex-1 text-sm">
              <p className="break-words">{text(event)}</p>
              <p className="text-xs text-muted-foreground">
                <time dateTime={event.createdAt} suppressHydrationWarning>
                  {formatDateTime(event.createdAt, i18n.language, clock.timeZone)}
                </time>
              </p>
              {event.files.length > 0 && <AttachmentList files={event.files} />}
              {event.failure && event.detail && <TechnicalDetails reason={event.detail} />}
              {event.userAgent && (
                <p className="text-xs break-all text-muted-foreground">
                  <span className="sr-only">{t('offers.show.userAgent')}: </span>
                  {event.userAgent}
                </p>
              )}
            </div>
          </li>
        )
      })}
    </ol>
  )
}
