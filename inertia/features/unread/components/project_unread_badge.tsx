import { useProjectUnread } from '../hooks/use_unread'
import { UnreadBadge } from './unread_badge'

/* A project's unread messages in a list (projects index, dashboard), live. */
export function ProjectUnreadBadge({
  project,
  className,
}: {
  project: { id: number; unreadCount: number }
  className?: string
}) {
  return <UnreadBadge count={useProjectUnread(project)} className={className} />
}
