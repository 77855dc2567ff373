import { useTranslation } from 'react-i18next'
import {
  CheckCircle2,
  Clock3,
  MessageSquareReply,
  PauseCircle,
  type LucideIcon,
} from 'lucide-react'
import { cn } from '~/lib/utils'
import { formatDate, formatDateTime } from '~/lib/format'
import type { Clock } from '../types'

type OutcomeOffer = {
  email: string
  outcome: string | null
  answerMessage: string | null
  respondedAt: string | null
  openedAt: string | null
  validUntil: string | null
}

const looks: Record<string, { icon: LucideIcon; tone: string }> = {
  interested: {
    icon: CheckCircle2,
    tone: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100',
  },
  not_now: {
    icon: PauseCircle,
    tone: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100',
  },
  elsewhere: { icon: MessageSquareReply, tone: 'border-border bg-muted/60 text-foreground' },
  waiting: { icon: Clock3, tone: 'border-dashed border-border bg-card text-foreground' },
}

/*
| The first thing on an offer's page: what came of it. The recipient's answer with their own
| message quoted, an answer that came another way, or none yet (with whether it was opened and
| until when it stands). A draft was never sent and has no banner.
*/
export function OutcomeBanner({ offer, clock }: { offer: OutcomeOffer; clock: Clock }) {
  const { t, i18n } = useTranslation()
  if (!offer.outcome) return null
  const look = looks[offer.outcome] ?? looks.waiting
  const Icon = look.icon
  const at = (iso: string) => formatDateTime(iso, i18n.language, clock.timeZone)
  const details: string[] = []
  if (offer.respondedAt && offer.outcome !== 'waiting') {
    details.push(t('offers.outcome.answeredAt', { time: at(offer.respondedAt) }))
  }
  if (offer.outcome === 'waiting') {
    details.push(
      offer.openedAt
        ? t('offers.outcome.openedAt', { time: at(offer.openedAt) })
        : t('offers.outcome.notOpened')
    )
  }
  if (offer.validUntil && offer.outcome === 'waiting') {
    details.push(
      t('offers.outcome.validUntil', {
        date: formatDate(offer.validUntil, i18n.language, 'UTC'),
      })
    )
  }

  return (
    <section
      aria-labelledby="offer-outcome"
      className={cn('flex gap-3 rounded-xl border p-4 sm:p-5', look.tone)}
    >
      <Icon className="mt-0.5 size-6 shrink-0" aria-hidden />
      <div className="grid min-w-0 gap-1.5">
        <h2 id="offer-outcome" className="text-lg font-semibold">
          {t(`offers.outcome.${offer.outcome}`, { email: offer.email })}
        </h2>
        {details.length > 0 && <p className="text-sm opacity-90">{details.join(' · ')}</p>}
        {offer.answerMessage && (
          <figure className="mt-1 grid gap-1">
            <figcaption className="text-xs font-medium opacity-80">
              {t('offers.show.message')}
            </figcaption>
            <blockquote className="border-l-2 border-current/40 pl-3 text-sm break-words whitespace-pre-line">
              {offer.answerMessage}
            </blockquote>
          </figure>
        )}
      </div>
    </section>
  )
}
