import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/utils'

/*
| A count of unread messages: a small filled pill with the number, named in full for screen
| readers ("3 unread messages"); nothing when there are none. 99+ keeps it small.
*/
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation()
  if (count <= 0) return null
  return (
    <span
      data-unread-badge
      className={cn(
        'inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold tabular-nums text-primary-foreground',
        className
      )}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('common.unread.badge', { count })}</span>
    </span>
  )
}
