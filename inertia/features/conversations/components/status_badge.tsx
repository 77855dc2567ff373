import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'
import type { ConversationKind, ConversationStatus } from '@shared/conversations'

/* Open, closed, or for a contact message "handled". */
export function ConversationStatusBadge({
  status,
  kind,
}: {
  status: ConversationStatus
  kind: ConversationKind
}) {
  const { t } = useTranslation()
  const label =
    status === 'open'
      ? t('inbox.status.open')
      : t(kind === 'contact' ? 'inbox.status.handled' : 'inbox.status.closed')
  return (
    <Badge
      className={
        status === 'open'
          ? 'border-emerald-600/30 bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200'
          : 'bg-muted text-muted-foreground'
      }
    >
      {label}
    </Badge>
  )
}
