import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/utils'

/* Initials in a circle; a green dot (and words for screen readers) when the person is online. */
export function MemberAvatar({
  initials,
  online,
  className,
}: {
  initials: string
  online?: boolean
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <span className={cn('relative inline-flex shrink-0 self-start', className)}>
      <span
        aria-hidden
        className="flex size-9 items-center justify-center rounded-full bg-secondary text-xs font-semibold text-secondary-foreground"
      >
        {initials}
      </span>
      {online && (
        <span
          data-testid="online-dot"
          className="absolute -right-0.5 -bottom-0.5 size-3 rounded-full border-2 border-card bg-success"
        >
          <span className="sr-only">{t('projects.members.online')}</span>
        </span>
      )}
    </span>
  )
}
