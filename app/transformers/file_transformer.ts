import { BaseTransformer } from '@adonisjs/core/transformers'
import router from '@adonisjs/core/services/router'
import type { DateTime } from 'luxon'
import type { SharedFile } from '#shared/files'
import { isoOf } from '#infrastructure/stored_times'

/* What the transformer reads: a StoredFile, or the same columns read without a model. */
export interface FileSource {
  publicId: string
  name: string
  size: number
  type: string
  createdAt: DateTime | string
  messageId: number | null
  /* Set for a conversation's file: served by the chat's routes, not a project's. */
  conversationId?: number | null
  /* Set for a file e-mailed with an answer to an offer: staff's, served by the offers area. */
  offerEventId?: number | null
  thumbnailKey: string | null
  uploadedBy: { id: number; fullName: string } | null
}

/*
| A file as DESIGN.md "Files" fixes it. `url` and `thumbnailUrl` point to the app, which checks
| the reader's access on every fetch; the store's own keys never leave the server.
*/
export default class FileTransformer extends BaseTransformer<FileSource> {
  toObject(): SharedFile {
    return fileData(this.resource)
  }
}

/* The same shape for a file nested in another record (a message's attachments). */
export function fileData(file: FileSource): SharedFile {
  const ofConversation = file.conversationId !== null && file.conversationId !== undefined
  const ofOffer = file.offerEventId !== null && file.offerEventId !== undefined
  const show = ofOffer
    ? 'offers.files.show'
    : ofConversation
      ? 'chat_panel.files.show'
      : 'files.show'
  const thumbnail = ofOffer
    ? 'offers.files.thumbnail'
    : ofConversation
      ? 'chat_panel.files.thumbnail'
      : 'files.thumbnail'
  const url = router.urlBuilder.urlFor(show, { id: file.publicId })
  return {
    id: file.publicId,
    name: file.name,
    size: Number(file.size),
    type: file.type,
    createdAt: typeof file.createdAt === 'string' ? file.createdAt : isoOf(file.createdAt),
    uploadedBy: file.uploadedBy ? { id: file.uploadedBy.id, name: file.uploadedBy.fullName } : null,
    messageId: file.messageId ?? null,
    url,
    thumbnailUrl: file.thumbnailKey
      ? router.urlBuilder.urlFor(thumbnail, { id: file.publicId })
      : null,
  }
}
