import dashboardConfig from '#config/dashboard'
import { UNANSWERED, WAITING_CONVERSATION } from '#data/dashboard_conditions'
import { sameOnBoth, statement } from '#data/statement'

const people = (alias: string) =>
  `${alias}.id as ${alias}_id, ${alias}.full_name as ${alias}_full_name,
    ${alias}.email as ${alias}_email, ${alias}.role as ${alias}_role`

/*
| Conversations waiting for the team, the longest wait first: the wait starts at the person's
| first message after the team's last answer. Rows come with their people (the client's and the
| assignee's account: id, name, e-mail, role). No values.
*/
export const WAITING_CONVERSATIONS = statement(
  'waiting_conversations',
  sameOnBoth(`select conversations.*,
    (select min(conversation_messages.created_at) from conversation_messages
      where ${UNANSWERED}) as waited_from,
    ${people('client')}, ${people('assignee')}
  from conversations
  left join users client on client.id = conversations.user_id
  left join users assignee on assignee.id = conversations.assigned_to_id
  where ${WAITING_CONVERSATION}
  order by waited_from asc, conversations.id asc
  limit ${Math.trunc(dashboardConfig.itemsPerList)}`)
)
