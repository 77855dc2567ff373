import { MESSAGES_PAGE } from '#shared/chat'
import { forms, statement, value } from '#data/statement'

/* The chat opens with the newest page; one more row says whether older ones exist. */
export const CHAT_PAGE_ROWS = MESSAGES_PAGE + 1

/*
| The newest messages of a project (newest first) with their authors and quoted originals, in
| one query: knex compiling it as a builder (four joins, eighteen columns) cost more than SQLite
| running it (app/actions/chat/read_messages.ts). Value: the project.
*/
export const CHAT_MESSAGES = statement(
  'chat_messages',
  forms(
    (
      dialect
    ) => `select m.id, m.project_id, m.kind, m.body, m.notice_type, m.notice_params, m.reply_to_id,
        m.created_at, m.edited_at, m.deleted_at,
        a.id as author_id, a.full_name as author_name, a.role as author_role,
        q.id as quote_id, q.body as quote_body, q.deleted_at as quote_deleted_at,
        qa.id as quote_author_id, qa.full_name as quote_author_name
      from messages m
      left join users a on a.id = m.author_id
      left join messages q on q.id = m.reply_to_id
      left join users qa on qa.id = q.author_id
      where m.project_id = ${value(dialect, '?')}
      order by m.id desc
      limit ${CHAT_PAGE_ROWS}`
  )
)
