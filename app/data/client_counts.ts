import { PENDING_INVITATION_SQL } from '#data/project_sql'
import {
  buildWaiting,
  countOf,
  owned,
  planWaiting,
  repliedConversation,
  unread,
} from '#data/dashboard_conditions'
import { forms, statement, value } from '#data/statement'

/*
| Every figure of the client's dashboard in one query, from the lists' own conditions. Values by
| name: `reader`, `email`, `now`.
*/
export const CLIENT_COUNTS = statement(
  'client_counts',
  forms((dialect) => {
    const reader = value(dialect, 'reader')
    return `select ${countOf(`${owned(dialect)} and ${planWaiting(dialect)}`)} as plans,
  ${countOf(`${owned(dialect)} and ${buildWaiting(dialect)}`)} as builds,
  (select count(*) from project_invitations where ${PENDING_INVITATION_SQL}
    and project_invitations.email = ${value(dialect, 'email')}) as invitations,
  (select count(*) from project_members mine
    inner join projects on projects.id = mine.project_id
    where mine.user_id = ${reader} and ${unread(dialect)}) as unread_projects,
  (select count(*) from conversations where ${repliedConversation(dialect)}) as unread_conversations,
  (select count(*) from project_members where user_id = ${reader}) as total_projects,
  (select count(*) from project_members where user_id = ${reader} and role = 'owner')
    as owned_projects,
  (select count(*) from messages where author_id = ${reader} and kind = 'message'
    and deleted_at is null) as messages_sent`
  })
)
