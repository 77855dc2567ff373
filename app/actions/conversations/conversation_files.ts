import { rm } from 'node:fs/promises'
import db from '@adonisjs/lucid/services/db'
import type { HttpContext } from '@adonisjs/core/http'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { errors } from '@adonisjs/core'
import type Conversation from '#models/conversation'
import type User from '#models/user'
import StoredFile from '#models/stored_file'
import filesConfig from '#config/files'
import {
  fileDisk,
  makeThumbnail,
  removeStored,
  sniffFile,
  storeFromPath,
} from '#infrastructure/file_storage'
import { safeName } from '#actions/files/upload_file'
import { isPublicFileId } from '#actions/files/find_file'
import { megabytes, refuseFile } from '#actions/files/file_errors'
import { findVisitorConversation } from '#actions/conversations/visitor_token'
import { MULTIPART_FIELDS_BYTES, receiveUpload } from '#actions/files/receive_upload'

const MB = 1024 * 1024

/*
| Files of a conversation: the same table, store, sniffing and thumbnails as a
| project's, with the conversation limits (anyone may write to the chat). `uploader` is the team
| member, or null for the visitor (whose uploads the conversation's cookie holds). A refusal is
| thrown as a translated error beside the `file` field; nothing is stored then.
*/
export async function uploadConversationFile(
  ctx: HttpContext,
  conversation: Conversation,
  uploader: User | null
) {
  // Read only now, the conversation and the uploader's right to it checked by the caller.
  const upload = await receiveUpload(ctx, 'file', {
    size: filesConfig.conversationMaxFileBytes,
    limit: filesConfig.conversationMaxFileBytes + MULTIPART_FIELDS_BYTES,
  })
  const max = Math.round(filesConfig.conversationMaxFileBytes / MB)
  if (!upload || !upload.tmpPath) throw refuseFile(ctx, 'missing')
  if (!upload.isValid) {
    await rm(upload.tmpPath, { force: true })
    throw refuseFile(ctx, 'tooLarge', { max })
  }
  const result = await storeConversationFile(conversation, uploader, {
    tmpPath: upload.tmpPath,
    clientName: upload.clientName,
    size: upload.size,
  })
  if ('refused' in result) {
    throw refuseFile(ctx, 'conversationQuota', {
      available: megabytes(result.available, ctx.i18n.locale),
    })
  }
  return result.file
}

export type ConversationUpload = { tmpPath: string; clientName: string; size: number }

/*
| The bytes of one file into a conversation under its limits, from wherever they came (the
| chat panel's upload, an e-mailed reply's attachment): over the conversation's room nothing
| is stored; the type is sniffed, images get a thumbnail. The temporary file is always removed.
| The caller checks the file's own size (the upload's parser, the e-mail's part).
*/
export async function storeConversationFile(
  conversation: Conversation,
  uploader: User | null,
  upload: ConversationUpload
): Promise<{ file: StoredFile } | { refused: 'quota'; available: number }> {
  try {
    const used = await conversationUsage(conversation.id)
    if (used + upload.size > filesConfig.conversationQuotaBytes) {
      return { refused: 'quota', available: Math.max(0, filesConfig.conversationQuotaBytes - used) }
    }
    const type = await sniffFile(upload.tmpPath)
    const publicId = StoredFile.newPublicId()
    const keys = StoredFile.keysFor(publicId)
    await storeFromPath(keys.original, upload.tmpPath, type, upload.size)
    const thumbnail = await makeThumbnail(upload.tmpPath, type)
    if (thumbnail) await fileDisk().put(keys.thumbnail, thumbnail, { contentType: 'image/webp' })
    try {
      const file = await StoredFile.create({
        publicId,
        projectId: null,
        conversationId: conversation.id,
        uploadedById: uploader?.id ?? null,
        purpose: 'message',
        status: 'ready',
        clientKey: null,
        name: safeName(upload.clientName),
        size: upload.size,
        type,
        storageKey: keys.original,
        thumbnailKey: thumbnail ? keys.thumbnail : null,
      })
      await file.refresh()
      await file.load('uploadedBy')
      return { file }
    } catch (error) {
      await removeStored([keys.original, thumbnail ? keys.thumbnail : null])
      throw error
    }
  } finally {
    await rm(upload.tmpPath, { force: true })
  }
}

async function conversationUsage(conversationId: number) {
  const row = await db
    .from('files')
    .where('conversation_id', conversationId)
    .sum('size as total')
    .first()
  return Number(row?.total ?? 0)
}

/*
| The uploads a message of this conversation may carry: not sent yet, and uploaded by the same
| side (the visitor's have no uploader; a team member's or the client's are their own; the
| client may also send what their browser uploaded in the panel, `visitorsToo`). Any other id is
| refused beside `attachmentIds`. A message sent again with its client key (a retry after a lost
| answer) finds its files already sent: none are needed, and postMessage answers the first one.
*/
export async function draftsFor(
  ctx: HttpContext,
  conversation: Conversation | null,
  uploader: User | null,
  ids: string[] | undefined,
  { visitorsToo = false, clientKey = null as string | null | undefined } = {}
) {
  if (!ids || ids.length === 0) return []
  if (!conversation) throw refuseFile(ctx, 'unavailable', {}, 'attachmentIds')
  const query = StoredFile.query()
    .whereIn('public_id', ids)
    .where('conversation_id', conversation.id)
    .whereNull('conversation_message_id')
    .where('status', 'ready')
  if (uploader && visitorsToo) {
    query.where((own) => own.where('uploaded_by_id', uploader.id).orWhereNull('uploaded_by_id'))
  } else if (uploader) query.where('uploaded_by_id', uploader.id)
  else query.whereNull('uploaded_by_id')
  const files = await query
  if (files.length === ids.length) return files
  if (clientKey && (await sentBefore(conversation, clientKey))) return []
  throw refuseFile(ctx, 'unavailable', {}, 'attachmentIds')
}

async function sentBefore(conversation: Conversation, clientKey: string) {
  const message = await db
    .from('conversation_messages')
    .where('conversation_id', conversation.id)
    .where('client_key', clientKey)
    .first()
  return !!message
}

/* Inside the message's transaction: the drafts become its attachments. */
export async function attachToMessage(
  trx: TransactionClientContract,
  messageId: number,
  files: StoredFile[]
) {
  if (files.length === 0) return
  await trx
    .from('files')
    .whereIn(
      'id',
      files.map((file) => file.id)
    )
    .update({ conversation_message_id: messageId })
}

/*
| The conversation file a route names, if this reader may read it: the browser holding the
| conversation's cookie, the client whose conversation it is, or the team. An upload not sent
| yet is its uploader's (and the team's) only. Anyone else: 404, as if it did not exist.
*/
export async function findReadableConversationFile(ctx: HttpContext, id: unknown) {
  const notFound = () => new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  const file = isPublicFileId(id)
    ? await StoredFile.query().where('public_id', id).whereNotNull('conversation_id').first()
    : null
  if (!file || file.status !== 'ready') throw notFound()
  const user = ctx.auth.user
  if (user?.isStaff) return file
  const draft = file.conversationMessageId === null && file.uploadedById !== null
  if (draft) {
    if (user && file.uploadedById === user.id) return file
    throw notFound()
  }
  const visitors = await findVisitorConversation(ctx)
  if (visitors && visitors.id === file.conversationId) return file
  if (user) {
    const owned = await db
      .from('conversations')
      .where('id', file.conversationId!)
      .where('user_id', user.id)
      .whereNull('blocked_at')
      .first()
    if (owned) return file
  }
  throw notFound()
}
