import { BaseTransformer } from '@adonisjs/core/transformers'
import type Message from '#models/message'
import type { ProjectRole } from '#shared/projects'
import { QUOTE_MAX_LENGTH } from '#shared/chat'

/*
| One entry of a project's stream (DESIGN.md "Chat messages over JSON"). A notice carries its
| type and parameters, not text: each reader's page renders it in their language
| (`noticeMessage` in shared/projects.ts). An author whose account was deleted is null, shown as
| "Deleted user". Load `author` and `replyTo` with its author (the model's `withChatRelations`
| scope); `roles` gives each author's role in the project.
|
| A reply carries the start of its original (`replyTo.text`, at most QUOTE_MAX_LENGTH
| characters; empty once the original was deleted), enough to quote it without a second request.
*/
export default class MessageTransformer extends BaseTransformer<Message> {
  constructor(
    message: Message,
    protected roles: Map<number, ProjectRole> = new Map()
  ) {
    super(message)
  }

  toObject() {
    const message = this.resource
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
            role: author.isStaff ? ('staff' as const) : (this.roles.get(author.id) ?? null),
          }
        : null,
      replyTo: this.quote(),
      createdAt: message.createdAt.toISO()!,
      editedAt: message.editedAt?.toISO() ?? null,
      deletedAt: message.deletedAt?.toISO() ?? null,
    }
  }

  protected quote(): { id: number; text: string; authorName: string | null } | null {
    const original = this.resource.replyToId ? this.resource.replyTo : null
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
}
