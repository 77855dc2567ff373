import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/utils'

/* Text colours pass 4.5:1 on their tint in both themes; the word carries the meaning. */
const tones = {
  open: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
  answered:
    'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200',
  expired: 'border-border bg-muted text-muted-foreground',
}

/*
| Where a received offer stands for its recipient: waiting for their answer, answered (with the
| answer), or expired unanswered. Staff's statuses (sent, opened) mean nothing to them.
*/
export function ReceivedOfferStatus({
  answer,
  expired,
}: {
  answer: string | null
  expired: boolean
}) {
  const { t } = useTranslation()
  const state = answer ? 'answered' : expired ? 'expired' : 'open'
  return (
    <Badge className={cn('whitespace-nowrap', tones[state])}>
      {state === 'answered'
        ? t('offers.received.statuses.answered', { answer: t(`offers.answers.${answer}`) })
        : t(`offers.received.statuses.${state}`)}
    </Badge>
  )
}
