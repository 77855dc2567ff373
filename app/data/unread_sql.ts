import env from '#start/env'
import { value, type Dialect, type Place } from '#data/statement'

/*
| SQLite gives `datetime` columns NUMERIC affinity, and a comparison of two such columns first
| tries to read each side's text as a number (sqlite3AtoF): twice for every message counted, 0.8 M
| of a post's 8.8 M instructions (bench/chat/post_instructions.ts). The unary `+` is SQLite's
| no-op that drops the affinity: the same values compared, as text, as they are stored (Lucid
| writes "yyyy-MM-dd HH:mm:ss", which reads as no number, so the result is the same). PostgreSQL
| has real timestamps and no such `+`.
*/
const sinceJoining = (dialect: Dialect) =>
  dialect === 'sqlite' ? '+m.created_at >= +pm.created_at' : 'm.created_at >= pm.created_at'

/* The database this process runs on, for the text the triggers and the tests take as it is. */
const running: Dialect = env.get('DB_CONNECTION', 'sqlite') === 'sqlite' ? 'sqlite' : 'pg'

/*
| What "unread" means, in one place (the kept counts below, the digest and the tests all use
| it): written messages (not notices), not deleted, not by the reader, after the reader's read
| position in that project and not older than their membership (someone who joins is not handed
| the whole history as unread). Staff see every project but count only those they belong to.
|
| The SQL fragments expect `m` (messages), `pm` (the reader's membership) and `r` (their
| project_reads row, left-joined) in scope.
*/
export const unreadConditions = (dialect: Dialect) =>
  `m.deleted_at is null and ${unreadUnlessDeleted(dialect)}`
export const UNREAD_CONDITIONS = unreadConditions(running)

/* The rest of the rule: what made a message unread for the reader before anyone deleted it. */
export function unreadUnlessDeleted(dialect: Dialect) {
  return `m.kind = 'message'
  and (m.author_id is null or m.author_id <> pm.user_id)
  and m.id > coalesce(r.last_read_message_id, 0)
  and ${sinceJoining(dialect)}`
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
| For each `projects` row, the reader as the named binding `:reader`: their unread count there
| (0 where they are not a member), and whether there is any.
*/
export const unreadCountSql = (
  place: Place
) => `coalesce((select pm.unread_count from project_members pm
  where pm.project_id = projects.id and pm.user_id = ${value(place, 'reader')}), 0)`
export const hasUnreadSql = (place: Place) => `exists (select 1 from project_members pm
  where pm.project_id = projects.id and pm.user_id = ${value(place, 'reader')} and pm.unread_count > 0)`

/* A user's unread messages across their projects, as a subquery: one binding, the user. */
export const unreadTotalSql = (
  place: Place
) => `(select coalesce(sum(unread_count), 0) from project_members
  where user_id = ${value(place, '?')})`

/* A user's unread notifications (the bell's count), to count: one binding, the user. */
export const unreadNotificationsSql = (place: Place) =>
  `from notifications where user_id = ${value(place, '?')} and read_at is null`
