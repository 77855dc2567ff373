import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import env from '#start/env'

/*
| SQLite gives `datetime` columns NUMERIC affinity, and a comparison of two such columns first
| tries to read each side's text as a number (sqlite3AtoF): twice for every message counted, 0.8 M
| of a post's 8.8 M instructions (bench/chat/post_instructions.ts). The unary `+` is SQLite's
| no-op that drops the affinity: the same values compared, as text, as they are stored (Lucid
| writes "yyyy-MM-dd HH:mm:ss", which reads as no number, so the result is the same). PostgreSQL
| has real timestamps and no such `+`.
*/
const SINCE_JOINING =
  env.get('DB_CONNECTION', 'sqlite') === 'sqlite'
    ? '+m.created_at >= +pm.created_at'
    : 'm.created_at >= pm.created_at'

/*
| What "unread" means, in one place (the counts of mark_read, announce_unread, the project lists
| and the digest all use it): written messages (not notices), not deleted, not by the reader,
| after the reader's read position in that project and not older than their membership (someone
| who joins is not handed the whole history as unread). Staff see every project but count only
| those they belong to.
|
| The SQL fragments expect `m` (messages), `pm` (the reader's membership) and `r` (their
| project_reads row, left-joined) in scope.
*/
export const UNREAD_CONDITIONS = `m.deleted_at is null and ${unreadUnlessDeleted()}`

/* The rest of the rule: what made a message unread for the reader before anyone deleted it. */
function unreadUnlessDeleted() {
  return `m.kind = 'message'
  and (m.author_id is null or m.author_id <> pm.user_id)
  and m.id > coalesce(r.last_read_message_id, 0)
  and ${SINCE_JOINING}`
}

/* The reader's read position and membership joined to `m`, for `UNREAD_CONDITIONS`. */
const READER_JOINS = `inner join project_members pm on pm.project_id = m.project_id and pm.user_id = ?
  left join project_reads r on r.project_id = m.project_id and r.user_id = pm.user_id`

/*
| The same for each `projects` row in SQL text, the reader as the named binding `:reader` (for
| queries written whole, app/actions/projects/project_sql.ts): their unread count there, and
| whether there is any.
*/
const READER_JOINS_NAMED = READER_JOINS.replace('?', ':reader')
export const UNREAD_COUNT_SQL = `(select count(*) from messages m ${READER_JOINS_NAMED}
  where m.project_id = projects.id and ${UNREAD_CONDITIONS})`
export const HAS_UNREAD_SQL = `exists (select 1 from messages m ${READER_JOINS_NAMED}
  where m.project_id = projects.id and ${UNREAD_CONDITIONS})`

/* A column expression: this user's unread count in `projects.id` (the project lists' scope). */
export function unreadCountColumn(userId: number) {
  return db.raw(`${UNREAD_COUNT_SQL} as unread_count`, { reader: userId })
}

/* A user's unread messages across their projects, to count: one binding, the user. */
export const UNREAD_MESSAGES = `from messages m ${READER_JOINS} where ${UNREAD_CONDITIONS}`

/* All of a user's unread messages, across their projects (the sidebar's badge). */
export async function unreadTotal(userId: number, client = db.connection()) {
  const rows = await client.rawQuery(`select count(*) as total ${UNREAD_MESSAGES}`, [userId])
  return Number(firstRow(rows)?.total ?? 0)
}

/* One user's unread count in one project, and their total (the sidebar's), in one query. */
export async function unreadCounts(userId: number, projectId: number, client = db.connection()) {
  const rows = await client.rawQuery(
    `select count(*) as total, sum(case when m.project_id = ? then 1 else 0 end) as unread
      from messages m ${READER_JOINS} where ${UNREAD_CONDITIONS}`,
    [projectId, userId]
  )
  const row = firstRow(rows)
  return { unread: Number(row?.unread ?? 0), total: Number(row?.total ?? 0) }
}

/*
| For every member of a project: their unread count there and their total across all their
| projects, in one query however many members (a message to 200 people is one query, not 400).
| Driven from the members' memberships, each counted by an index range of its project's
| messages after the read position (messages_project_id_id_index): the cost follows what those
| members have not read, never the size of the messages table.
*/
export async function unreadOfMembers(projectId: number, client = db.connection()) {
  const query = client.rawQuery(
    `select pm.user_id as user_id, pm.project_id as project_id,
        (select count(*) from messages m
          where m.project_id = pm.project_id and ${UNREAD_CONDITIONS}) as unread
      from project_members pm
      left join project_reads r on r.project_id = pm.project_id and r.user_id = pm.user_id
      where pm.user_id in (select user_id from project_members where project_id = ?)`,
    [projectId]
  )
  /*
  | Every post runs it: on PostgreSQL a named statement (node-postgres' `name`), parsed once per
  | connection, and planned no more once PostgreSQL finds its generic plan as good (after five
  | runs; 0.2 ms of planning a run otherwise). Its columns are named, so a table a migration
  | changes only has it planned again. SQLite keeps its own prepared statements (config/database.ts).
  */
  if (client.dialect.name === 'postgres') query.knexQuery.options({ name: 'unread_of_members' })
  const rows = await query
  const members = new Map<number, { unread: number; total: number }>()
  for (const row of allRows(rows)) {
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
  const rows = await db.connection().rawQuery(
    `select pm.user_id as user_id from messages m
      inner join project_members pm on pm.project_id = m.project_id
      left join project_reads r on r.project_id = m.project_id and r.user_id = pm.user_id
      where m.id = ? and ${unreadUnlessDeleted()}`,
    [messageId]
  )
  return allRows(rows).map((row) => Number(row.user_id))
}

/* A time as the database stores it (SQLite keeps text), for comparisons in raw SQL. */
export function storedTime(time: DateTime) {
  return time.toFormat(db.connection().dialect.dateTimeFormat)
}

/* rawQuery answers an array on SQLite and `{ rows }` on PostgreSQL. */
export function allRows(result: any): Record<string, any>[] {
  return Array.isArray(result) ? result : (result?.rows ?? [])
}

export function firstRow(result: any) {
  return allRows(result)[0]
}
