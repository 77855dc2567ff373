import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import { DateTime } from 'luxon'
import type Project from '#models/project'
import type User from '#models/user'
import type { UnreadChange } from '#shared/realtime'
import { storedTime, unreadCounts } from '#actions/unread/unread'
import { broadcastUnread } from '#services/unread_broadcasts'

/*
| The member has seen the project's chat up to `upTo` (the newest message they saw), or up to
| its newest message when opening the page. A read position only moves forward: a late request
| from an older tab never makes read messages unread again, and an id beyond the project's
| newest (or from another project) counts as its newest. Staff outside the project have no read
| position (their badges count only their own projects). Returns the counts after, and tells the
| user's other tabs when they changed.
*/
export async function markRead(
  user: User,
  project: Project,
  upTo?: number | null
): Promise<UnreadChange> {
  const before = await unreadCounts(user.id, project.id)
  // Nothing unread (most visits): nothing moves, and nothing needs counting again.
  let after = before
  if (project.viewerRole !== null && before.unread > 0) {
    const newest = await db.from('messages').where('project_id', project.id).max('id as id').first()
    const newestId = Number(newest?.id ?? 0)
    const position = upTo ? Math.min(upTo, newestId) : newestId
    const now = storedTime(DateTime.now())
    await db
      .table('project_reads')
      .insert({
        project_id: project.id,
        user_id: user.id,
        last_read_message_id: 0,
        digested_message_id: 0,
        created_at: now,
        updated_at: now,
      })
      .onConflict(['user_id', 'project_id'])
      .ignore()
    await db
      .from('project_reads')
      .where('project_id', project.id)
      .where('user_id', user.id)
      .where('last_read_message_id', '<', position)
      .update({ last_read_message_id: position, updated_at: now })
    after = await unreadCounts(user.id, project.id)
  }
  const change = { projectId: project.id, ...after }
  if (change.unread !== before.unread) {
    try {
      await broadcastUnread(user.id, change)
    } catch (error) {
      logger.error({ err: error }, 'Could not announce read messages')
    }
  }
  return change
}
