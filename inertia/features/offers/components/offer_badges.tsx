import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/utils'

/* Text colours pass 4.5:1 on their tint in both themes; the word carries the meaning. */
const statusTones: Record<string, string> = {
  draft: 'border-dashed border-border bg-background text-muted-foreground',
  sent: 'border-border bg-muted text-foreground',
  opened:
    'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
  responded:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
}

const deliveryTones: Record<string, string> = {
  queued:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  sending:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  delivered: 'border-border bg-background text-muted-foreground',
  failed:
    'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-200',
}

export function OfferStatusBadge({ status, className }: { status: string; className?: string }) {
  const { t } = useTranslation()
  return (
    <Badge className={cn(statusTones[status] ?? statusTones.sent, className)}>
      {t(`offers.statuses.${status}`)}
    </Badge>
  )
}

export function DeliveryBadge({ state, className }: { state: string | null; className?: string }) {
  const { t } = useTranslation()
  if (!state) return null
  return (
    <Badge className={cn(deliveryTones[state] ?? deliveryTones.queued, className)}>
      {t(`offers.delivery.${state}`)}
    </Badge>
  )
}

const outcomeTones: Record<string, string> = {
  interested:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  not_now:
    'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200',
  elsewhere: 'border-border bg-muted text-foreground',
  waiting: 'border-dashed border-border bg-background text-muted-foreground',
}

/* What came of the offer (shared/offers.ts offerOutcome); a draft has no outcome to show. */
export function OfferOutcomeBadge({
  outcome,
  className,
}: {
  outcome: string | null
  className?: string
}) {
  const { t } = useTranslation()
  if (!outcome) return null
  return (
    <Badge className={cn(outcomeTones[outcome] ?? outcomeTones.waiting, className)}>
      {t(`offers.outcomes.${outcome}`)}
    </Badge>
  )
}
