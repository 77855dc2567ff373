import dashboardConfig from '#config/dashboard'
import { clientChat, repliedConversation } from '#data/dashboard_conditions'
import { forms, statement, type Dialect } from '#data/statement'

/*
| The client's chats with a reply not yet seen and their chats at all, each list the first
| `itemsPerList` by latest activity, in one query (a UNION ALL of both lists, each with its
| place in it). Value by name: `reader`.
*/
const LIMIT = Math.trunc(dashboardConfig.itemsPerList)
const ORDER = 'conversations.last_activity_at desc, conversations.id desc'
const chatList = (index: number, where: string) =>
  `select * from (select conversations.*, ${index} as picked_list,
      row_number() over (order by ${ORDER}) as picked_position
    from conversations where ${where} order by ${ORDER} limit ${LIMIT}) as list_${index}`

export const CLIENT_CHATS = statement(
  'client_chats',
  forms(
    (dialect: Dialect) =>
      `${chatList(0, repliedConversation(dialect))} union all ${chatList(1, clientChat(dialect))}`
  )
)
