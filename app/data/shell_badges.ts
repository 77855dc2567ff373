import { unreadNotificationsSql, unreadTotalSql } from '#data/unread_sql'
import { forms, statement } from '#data/statement'

/*
| The shell's two badges on every signed-in page, in one query: unread chat messages across the
| user's projects (the sidebar, the sum of their memberships' kept counts) and unread
| notifications (the bell), and whether they own a project (the shell then lists Invoices for a
| client). Values: the user, three times.
*/
export const SHELL_BADGES = statement(
  'shell_badges',
  forms(
    (dialect) => `select ${unreadTotalSql(dialect)} as messages,
  (select count(*) ${unreadNotificationsSql(dialect)}) as notifications,
  exists (select 1 from project_members where user_id = ? and role = 'owner') as owns_project`
  )
)
