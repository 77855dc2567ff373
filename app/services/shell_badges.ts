import db from '@adonisjs/lucid/services/db'
import { UNREAD_TOTAL_SQL } from '#actions/unread/unread'
import { firstRow } from '#services/query_rows'
import { UNREAD_NOTIFICATIONS } from '#services/notifications'
import { readRows } from '#services/sqlite_reads'

/*
| The shell's two badges on every signed-in page, in one query (issue 23: they were two): unread
| chat messages across the user's projects (the sidebar, the sum of their memberships' kept
| counts) and unread notifications (the bell). On SQLite read at once when it can be
| (app/services/sqlite_reads.ts).
*/
const BADGES_SQL = `select ${UNREAD_TOTAL_SQL} as messages,
  (select count(*) ${UNREAD_NOTIFICATIONS}) as notifications`

export async function shellBadges(userId: number) {
  const row = firstRow(await readRows(db.connection(), BADGES_SQL, [userId, userId]))
  return { unreadTotal: Number(row?.messages ?? 0), notifications: Number(row?.notifications ?? 0) }
}
