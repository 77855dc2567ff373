import db from '@adonisjs/lucid/services/db'
import type { DateTime } from 'luxon'
import env from '#start/env'
import { allRows, firstRow } from '#services/query_rows'

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
| What "unread" means, in one place (the kept counts below, the digest and the tests all use
| it): written messages (not notices), not deleted, not by the reader, after the reader's read
| position in that project and not older than their membership (someone who joins is not handed
| the whole history as unread). Staff see every project but count only those they belong to.
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

/*
| The rule's count for the membership `pm`, from the messages themselves: the reference that
| `project_members.unread_count` is kept equal to (the database's triggers, unread_triggers.ts,
| count with it when a member joins or reads; the migration filled the column with it; the
| tests compare the two after every step). Nothing that answers a page or a post reads it.
*/
export const RULE_COUNT = `(select count(*) from messages m
  left join project_reads r on r.project_id = m.project_id and r.user_id = pm.user_id
  where m.project_id = pm.project_id and ${UNREAD_CONDITIONS})`

/*
| Everything else reads the kept counts: one row per membership, so a badge, a list or a post's
| announcement costs a few index lookups however much its readers have not read.
|
| For each `projects` row in SQL text, the reader as the named binding `:reader` (for queries
| written whole, app/actions/projects/project_sql.ts): their unread count there (0 where they
| are not a member), and whether there is any.
*/
export const UNREAD_COUNT_SQL = `coalesce((select pm.unread_count from project_members pm
  where pm.project_id = projects.id and pm.user_id = :reader), 0)`
export const HAS_UNREAD_SQL = `exists (select 1 from project_members pm
  where pm.project_id = projects.id and pm.user_id = :reader and pm.unread_count > 0)`

/* A column expression: this user's unread count in `projects.id` (the project lists' scope). */
export function unreadCountColumn(userId: number) {
  return db.raw(`${UNREAD_COUNT_SQL} as unread_count`, { reader: userId })
}

/* A user's unread messages across their projects, as a subquery: one binding, the user. */
export const UNREAD_TOTAL_SQL = `(select coalesce(sum(unread_count), 0) from project_members
  where user_id = ?)`

/* One user's unread count in one project, and their total (the sidebar's), in one query. */
export async function unreadCounts(userId: number, projectId: number, client = db.connection()) {
  const rows = await client.rawQuery(
    `select coalesce(sum(unread_count), 0) as total,
        coalesce(sum(case when project_id = ? then unread_count else 0 end), 0) as unread
      from project_members where user_id = ?`,
    [projectId, userId]
  )
  const row = firstRow(rows)
  return { unread: Number(row?.unread ?? 0), total: Number(row?.total ?? 0) }
}

/*
| For every member of a project: their unread count there and their total across all their
| projects, in one query however many members (a message to 200 people is one query, not 400):
| the kept count of each of their memberships.
*/
export async function unreadOfMembers(projectId: number, client = db.connection()) {
  const query = client.rawQuery(
    `select pm.user_id as user_id, pm.project_id as project_id, pm.unread_count as unread
      from project_members pm
      where pm.user_id in (select user_id from project_members where project_id = ?)`,
    [projectId]
  )
  /*
  | Every post runs it: on PostgreSQL a named statement (node-postgres' `name`), parsed once per
  | connection and planned no more once PostgreSQL finds its generic plan as good. Its columns
  | are named, so a table a migration changes only has it planned again. (A new name for new
  | text: a connection that prepared the old one would refuse the same name.) SQLite keeps its
  | own prepared statements (config/database.ts).
  */
  if (client.dialect.name === 'postgres')
    query.knexQuery.options({ name: 'unread_of_members_kept' })
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
