import db from '@adonisjs/lucid/services/db'
import Message, { type MessageKind } from '#models/message'
import User from '#models/user'
import type { ChatMessageSource } from '#transformers/message_transformer'
import type { FileSource } from '#transformers/file_transformer'
import { isoFromStored } from '#services/stored_times'
import { readRows } from '#services/sqlite_reads'

type Row = {
  id: number
  project_id: number
  kind: MessageKind
  body: string
  notice_type: string | null
  notice_params: string | null
  reply_to_id: number | null
  created_at: string | Date
  edited_at: string | Date | null
  deleted_at: string | Date | null
  author_id: number | null
  author_name: string | null
  author_role: string | null
  quote_id: number | null
  quote_body: string | null
  quote_deleted_at: string | Date | null
  quote_author_id: number | null
  quote_author_name: string | null
}

/*
| The newest `count` messages of a project (newest first), as MessageTransformer reads them,
| with their authors, quoted originals and attachments, in two queries and without models. A
| page of the chat is 50 messages: as models with their preloads it took three queries and about
| 60 µs of CPU per message (Lucid hydrates every column and parses every time with luxon), most
| of the project page's cost. Both queries are SQL text: knex compiling the builders (four joins,
| eighteen columns; a `where in` of fifty ids) cost more than SQLite running them (issue 23).
*/
export async function readChatMessages(
  projectId: number,
  count: number
): Promise<ChatMessageSource[]> {
  const answer = await readRows(
    db.connection(),
    `select m.id, m.project_id, m.kind, m.body, m.notice_type, m.notice_params, m.reply_to_id,
        m.created_at, m.edited_at, m.deleted_at,
        a.id as author_id, a.full_name as author_name, a.role as author_role,
        q.id as quote_id, q.body as quote_body, q.deleted_at as quote_deleted_at,
        qa.id as quote_author_id, qa.full_name as quote_author_name
      from messages m
      left join users a on a.id = m.author_id
      left join messages q on q.id = m.reply_to_id
      left join users qa on qa.id = q.author_id
      where m.project_id = ?
      order by m.id desc
      limit ${Math.trunc(count)}`,
    [projectId]
  )
  const sources = (answer as Row[]).map(toSource)
  const files = await readAttachments(sources.map((source) => source.id))
  for (const source of sources) source.attachments = files.get(source.id) ?? []
  return sources
}

/* The attachments of these messages with their uploaders, in one query. */
async function readAttachments(messageIds: number[]) {
  const byMessage = new Map<number, FileSource[]>()
  if (messageIds.length === 0) return byMessage
  const answer = await readRows(
    db.connection(),
    `select f.public_id, f.message_id, f.name, f.size, f.type, f.thumbnail_key, f.created_at,
        u.id as uploader_id, u.full_name as uploader_name
      from files f
      left join users u on u.id = f.uploaded_by_id
      where f.message_id in (${messageIds.map(() => '?').join(', ')})
      order by f.id asc`,
    messageIds
  )
  for (const row of answer) {
    const messageId = Number(row.message_id)
    const list = byMessage.get(messageId) ?? []
    list.push({
      publicId: row.public_id,
      name: row.name,
      size: Number(row.size),
      type: row.type,
      thumbnailKey: row.thumbnail_key,
      messageId,
      createdAt: isoFromStored(row.created_at)!,
      uploadedBy:
        row.uploader_id === null
          ? null
          : { id: Number(row.uploader_id), fullName: row.uploader_name },
    })
    byMessage.set(messageId, list)
  }
  return byMessage
}

function toSource(row: Row): ChatMessageSource {
  return {
    id: Number(row.id),
    projectId: Number(row.project_id),
    kind: row.kind,
    body: row.body,
    notice: Message.noticeOf(row.kind, row.notice_type, row.notice_params),
    replyToId: row.reply_to_id === null ? null : Number(row.reply_to_id),
    author:
      row.author_id === null
        ? null
        : {
            id: Number(row.author_id),
            fullName: row.author_name!,
            isStaff: User.isStaffRole(row.author_role!),
          },
    replyTo:
      row.quote_id === null
        ? null
        : {
            id: Number(row.quote_id),
            body: row.quote_body!,
            deletedAt: isoFromStored(row.quote_deleted_at),
            author: row.quote_author_id === null ? null : { fullName: row.quote_author_name! },
          },
    createdAt: isoFromStored(row.created_at)!,
    editedAt: isoFromStored(row.edited_at),
    deletedAt: isoFromStored(row.deleted_at),
  }
}
