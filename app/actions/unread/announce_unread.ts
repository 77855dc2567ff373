import logger from '@adonisjs/core/services/logger'
import { membersWithUnread, unreadOfMembers } from '#actions/unread/unread'
import { broadcastUnreadTo } from '#services/unread_broadcasts'
import type { UnreadChange } from '#shared/realtime'

/*
| A message was posted: every other member of its project hears their new counts (that
| project's and their total), so the badges on whatever page they are on follow. One query for
| all members; the author's own counts did not change.
*/
export async function announceUnread(projectId: number, authorId: number | null) {
  const members = await unreadOfMembers(projectId)
  const changes: [number, UnreadChange][] = []
  for (const [userId, counts] of members) {
    if (userId !== authorId) changes.push([userId, { projectId, ...counts }])
  }
  await broadcastUnreadTo(changes, (userId, error) =>
    logger.error({ err: error, userId }, 'Could not announce unread messages')
  )
}

/*
| A message was deleted: the members it was unread for hear their lower counts (editing changes
| no count, so it is not announced). Members who had read it, and its author, hear nothing.
*/
export async function announceUnreadDropped(projectId: number, messageId: number) {
  const affected = new Set(await membersWithUnread(messageId))
  if (affected.size === 0) return
  const changes: [number, UnreadChange][] = []
  for (const [userId, counts] of await unreadOfMembers(projectId)) {
    if (affected.has(userId)) changes.push([userId, { projectId, ...counts }])
  }
  await broadcastUnreadTo(changes, (userId, error) =>
    logger.error({ err: error, userId }, 'Could not announce unread messages')
  )
}
