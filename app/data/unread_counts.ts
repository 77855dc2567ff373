import { forms, statement, statementOnce, value } from '#data/statement'
import { unreadUnlessDeleted } from '#data/unread_sql'

/* One user's unread count in one project, and their total (the sidebar's). Values: project, user. */
export const UNREAD_COUNTS = statement(
  'unread_counts',
  forms(
    (dialect) => `select coalesce(sum(unread_count), 0) as total,
        coalesce(sum(case when project_id = ${value(dialect, '?')} then unread_count else 0 end), 0) as unread
      from project_members where user_id = ${value(dialect, '?')}`
  )
)

/*
| For every member of a project: their kept unread count in each of their projects (a message to
| 200 people is one query, not 400). Every post runs it: named on PostgreSQL, its columns named,
| so a table a migration changes only has it planned again. Value: the project.
*/
export const UNREAD_OF_MEMBERS = statement(
  'unread_of_members',
  forms(
    (
      dialect
    ) => `select pm.user_id as user_id, pm.project_id as project_id, pm.unread_count as unread
      from project_members pm
      where pm.user_id in (select user_id from project_members where project_id = ${value(dialect, '?')})`
  ),
  { named: true }
)

/* The members a message was unread for (were it not deleted): whose counts its deletion lowers. */
export const membersWithUnread = statementOnce('members_with_unread', () =>
  forms(
    (dialect) => `select pm.user_id as user_id from messages m
      inner join project_members pm on pm.project_id = m.project_id
      left join project_reads r on r.project_id = m.project_id and r.user_id = pm.user_id
      where m.id = ${value(dialect, '?')} and ${unreadUnlessDeleted(dialect)}`
  )
)
