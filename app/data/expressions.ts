import db from '@adonisjs/lucid/services/db'
import { COUNTS_SQL, viewerRoleSql } from '#data/project_sql'
import { unreadCountSql } from '#data/unread_sql'

/*
| SQL expressions a query builder takes as a value or a column (`db.raw`), kept here with the
| rest of the hand-written SQL. The builder compiles them with its query, the same on both
| databases.
*/

/* A column raised by one, in an update. */
export const incremented = (column: 'count' | 'attempts') => db.raw(`${column} + 1`)

/* A column raised to `value` unless it is already past it, in an update. */
export const raisedTo = (column: 'digested_message_id', value: number) =>
  db.raw(`case when ${column} < ? then ? else ${column} end`, [value, value])

/* Whether the user (`users`) has a push subscription, as `has_push`. */
export const hasPushColumn = () =>
  db.raw(
    'exists (select 1 from push_subscriptions where push_subscriptions.user_id = users.id) as has_push'
  )

/* The offers' figures (sent, opened, responded, accepted) over the rows the builder picks. */
export const offerFigureColumns = () => [
  db.raw('count(*) as sent'),
  db.raw(`sum(case when offers.status in ('opened', 'responded') then 1 else 0 end) as opened`),
  db.raw(`sum(case when offers.status = 'responded' then 1 else 0 end) as responded`),
  db.raw(`sum(case when offers.answer = 'interested' then 1 else 0 end) as accepted`),
]

/* For `projects`: the reader's role (`viewer_role`), the counts, the reader's unread count. */
export const viewerRoleColumn = (userId: number) =>
  db.raw(`${viewerRoleSql('builder')} as viewer_role`, { reader: userId })
export const countsColumns = () => db.raw(COUNTS_SQL)
export const unreadCountColumn = (userId: number) =>
  db.raw(`${unreadCountSql('builder')} as unread_count`, { reader: userId })
