import { BaseTransformer } from '@adonisjs/core/transformers'
import type { DateTime } from 'luxon'
import type { MessageKind } from '#models/message'
import type { Notice, ProjectRole } from '#shared/projects'
import { QUOTE_MAX_LENGTH } from '#shared/chat'
import { fileData, type FileSource } from '#transformers/file_transformer'
import { isoOf } from '#infrastructure/stored_times'

/* A time as a model holds it, or already as the ISO text a page gets (rows read without one). */
type Time = DateTime | string

/*
| What this transformer reads: a `Message` model loaded `withChatRelations`, or the lighter
| record `readChatMessages` builds from one joined query (app/actions/chat/read_messages.ts).
*/
export interface ChatMessageSource {
  id: number
  projectId: number
  kind: MessageKind
  body: string
  notice: Notice | null
  replyToId: number | null
  author: { id: number; fullName: string; isStaff: boolean } | null
  replyTo: {
    id: number
    body: string
    deletedAt: Time | null
    author: { fullName: string } | null
  } | null
  /* Loaded with the message (`withChatRelations`, `readChatMessages`); none when absent. */
  attachments?: FileSource[]
  createdAt: Time
  editedAt: Time | null
  deletedAt: Time | null
}

const iso = (time: Time) => (typeof time === 'string' ? time : isoOf(time))

/*
| One entry of a project's stream (DESIGN.md "Chat messages over JSON"). A notice carries its
| type and parameters, not text: each reader's page renders it in their language
| (`noticeMessage` in shared/projects.ts). An author whose account was deleted is null, shown as
| "Deleted user". Load `author` and `replyTo` with its author (the model's `withChatRelations`
| scope, or `readChatMessages`); `roles` gives each author's role in the project.
|
| A reply carries the start of its original (`replyTo.text`, at most QUOTE_MAX_LENGTH
| characters; empty once the original was deleted), enough to quote it without a second request.
*/
export default class MessageTransformer extends BaseTransformer<ChatMessageSource> {
  constructor(
    message: ChatMessageSource,
    protected roles: Map<number, ProjectRole> = new Map()
  ) {
    super(message)
  }

  toObject() {
    return messageData(this.resource, this.roles)
  }
}

/*
| The same shape without the transformer's machinery, for a page of messages: `transform()`
| resolves each row through the container, a traced promise and a walk of its output, which on
| the project page's 50 messages cost more than building them (issue 23).
*/
export function messageData(
  message: ChatMessageSource,
  roles: Map<number, ProjectRole> = new Map()
) {
  const author = message.author
  const deleted = message.deletedAt !== null
  return {
    id: message.id,
    projectId: message.projectId,
    kind: message.kind,
    text: deleted || message.kind === 'notice' ? '' : message.body,
    notice: message.notice,
    author: author
      ? {
          id: author.id,
          name: author.fullName,
          role: author.isStaff ? ('staff' as const) : (roles.get(author.id) ?? null),
        }
      : null,
    replyTo: quoteOf(message),
    attachments: deleted ? [] : (message.attachments ?? []).map(fileData),
    createdAt: iso(message.createdAt),
    editedAt: message.editedAt ? iso(message.editedAt) : null,
    deletedAt: message.deletedAt ? iso(message.deletedAt) : null,
  }
}

function quoteOf(
  message: ChatMessageSource
): { id: number; text: string; authorName: string | null } | null {
  const original = message.replyToId ? message.replyTo : null
  if (!original) return null
  const text = original.deletedAt ? '' : original.body
  const characters = [...text]
  return {
    id: original.id,
    text:
      characters.length > QUOTE_MAX_LENGTH
        ? `${characters.slice(0, QUOTE_MAX_LENGTH).join('').trimEnd()}…`
        : text,
    authorName: original.author?.fullName ?? null,
  }
}
