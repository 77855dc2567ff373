import { forms, statement } from '#data/statement'
import { fromIndex, matches, optional, score } from '#data/search_sql'

/*
| Inbox conversations by the words of their messages, for staff only: the best matching message
| of each is shown. Values by name: q, staff, from, to, limit.
*/
export const SEARCH_CONVERSATIONS = statement(
  'search_conversations',
  forms(
    (dialect) => `select cm.id as message_id, cm.conversation_id as id, cm.body, cm.created_at,
        c.kind, c.status, coalesce(u.full_name, c.visitor_name) as author_name,
        coalesce(u.email, c.visitor_email) as email,
        ${score(dialect, 'search_conversation_messages', 'cm.body', 'cm.created_at')} as score
      from ${fromIndex(dialect, 'search_conversation_messages', 'conversation_messages', 'cm')}
      join conversations c on c.id = cm.conversation_id
      left join users u on u.id = c.user_id
      where ${matches(dialect, 'search_conversation_messages', 'cm.body')}
        and cast(:staff as integer) = 1
        and ${optional('from', 'timestamptz', `cm.created_at >= ${dialect === 'sqlite' ? ':from' : 'cast(:from as timestamptz)'}`)}
        and ${optional('to', 'timestamptz', `cm.created_at < ${dialect === 'sqlite' ? ':to' : 'cast(:to as timestamptz)'}`)}
      order by score desc, cm.id desc
      limit cast(:limit as integer)`
  )
)
