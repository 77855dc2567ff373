import db from '@adonisjs/lucid/services/db'
import { UNREAD_TOTAL_SQL, firstRow } from '#actions/unread/unread'
import { UNREAD_NOTIFICATIONS } from '#services/notifications'

/*
| The shell's two badges on every signed-in page, in one query (issue 23: they were two): unread
| chat messages across the user's projects (the sidebar, the sum of their memberships' kept
| counts) and unread notifications (the bell).
*/
export async function shellBadges(userId: number) {
  const rows = await db.rawQuery(
    `select ${UNREAD_TOTAL_SQL} as messages,
      (select count(*) ${UNREAD_NOTIFICATIONS}) as notifications`,
    [userId, userId]
  )
  const row = firstRow(rows)
  return { unreadTotal: Number(row?.messages ?? 0), notifications: Number(row?.notifications ?? 0) }
}
