import db from '@adonisjs/lucid/services/db'
import Message, { type MessageKind } from '#models/message'
import User from '#models/user'
import type { ChatMessageSource } from '#transformers/message_transformer'
import type { FileSource } from '#transformers/file_transformer'
import { isoFromStored } from '#infrastructure/stored_times'
import { read } from '#data/run'
import { CHAT_MESSAGES } from '#data/chat_messages'
import { CHAT_ATTACHMENTS, chatAttachmentIds } from '#data/chat_attachments'

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
| The newest page of a project's messages and one more (newest first, CHAT_PAGE_ROWS), as MessageTransformer reads them,
| with their authors, quoted originals and attachments, in two queries and without models. A
| page of the chat is 50 messages: as models with their preloads it took three queries and about
| 60 µs of CPU per message (Lucid hydrates every column and parses every time with luxon), most
| of the project page's cost. Both queries are SQL text: knex compiling the builders (four joins,
| eighteen columns; a `where in` of fifty ids) cost more than SQLite running them (issue 23).
*/
export async function readChatMessages(projectId: number): Promise<ChatMessageSource[]> {
  const answer = await read(CHAT_MESSAGES, [projectId])
  const sources = (answer as Row[]).map(toSource)
  const files = await readAttachments(sources.map((source) => source.id))
  for (const source of sources) source.attachments = files.get(source.id) ?? []
  return sources
}

/* The attachments of these messages with their uploaders, in one query. */
async function readAttachments(messageIds: number[]) {
  const byMessage = new Map<number, FileSource[]>()
  if (messageIds.length === 0) return byMessage
  const client = db.connection()
  const ids = chatAttachmentIds(client.dialect.name, messageIds)
  const answer = await read(CHAT_ATTACHMENTS, [ids], client)
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
