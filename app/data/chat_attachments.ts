import { forms, statement } from '#data/statement'

/*
| The attachments of some messages with their uploaders, in one query and one SQL text however
| many messages: the ids are one value, a JSON array on SQLite (read by `json_each`) and an array
| on PostgreSQL (`chatAttachmentIds` makes it). A list of placeholders was another text, and
| another prepared statement, for every number of messages.
*/
export const CHAT_ATTACHMENTS = statement(
  'chat_attachments',
  forms(
    (
      dialect
    ) => `select f.public_id, f.message_id, f.name, f.size, f.type, f.thumbnail_key, f.created_at,
        u.id as uploader_id, u.full_name as uploader_name
      from files f
      left join users u on u.id = f.uploaded_by_id
      where ${
        dialect === 'sqlite'
          ? 'f.message_id in (select value from json_each(?))'
          : 'f.message_id = any(cast(? as bigint[]))'
      }
      order by f.id asc`
  )
)

/* The value the statement takes: whole numbers only, so the text can carry nothing else. */
export function chatAttachmentIds(dialect: string, messageIds: number[]) {
  const ids = messageIds.map((id) => Math.trunc(id))
  return dialect === 'postgres' ? `{${ids.join(',')}}` : JSON.stringify(ids)
}
