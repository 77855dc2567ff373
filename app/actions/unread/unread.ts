import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import { read, readFirst } from '#data/run'
import {
  membersWithUnread as MEMBERS_WITH_UNREAD,
  UNREAD_COUNTS,
  UNREAD_OF_MEMBERS,
} from '#data/unread_counts'

/* One user's unread count in one project, and their total (the sidebar's), in one query. */
export async function unreadCounts(userId: number, projectId: number, client = db.connection()) {
  const row = await readFirst(UNREAD_COUNTS, [projectId, userId], client)
  return { unread: Number(row?.unread ?? 0), total: Number(row?.total ?? 0) }
}

/*
| For every member of a project: their unread count there and their total across all their
| projects, in one query however many members (a message to 200 people is one query, not 400):
| the kept count of each of their memberships.
*/
export async function unreadOfMembers(projectId: number, client = db.connection()) {
  // Every post runs it: a named statement on PostgreSQL (app/data/unread_counts.ts).
  const rows = await read(UNREAD_OF_MEMBERS, [projectId], client)
  const members = new Map<number, { unread: number; total: number }>()
  for (const row of rows) {
    const userId = Number(row.user_id)
    const entry = members.get(userId) ?? { unread: 0, total: 0 }
    const count = Number(row.unread)
    entry.total += count
    if (Number(row.project_id) === projectId) entry.unread = count
    members.set(userId, entry)
  }
  return members
}

/* The members a message was unread for (were it not deleted): whose counts its deletion lowers. */
export async function membersWithUnread(messageId: number) {
  const rows = await read(MEMBERS_WITH_UNREAD(), [messageId])
  return rows.map((row) => Number(row.user_id))
}

/* A time as the database stores it (SQLite keeps text), for comparisons in raw SQL. */
export function storedTime(time: DateTime) {
  return time.toFormat(db.connection().dialect.dateTimeFormat)
}
