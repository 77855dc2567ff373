import { BaseTransformer } from '@adonisjs/core/transformers'
import type Message from '#models/message'
import type { ProjectRole } from '#shared/projects'

/*
| One entry of a project's stream (DESIGN.md "Chat messages over JSON"). A notice carries its
| type and parameters, not text: each reader's page renders it in their language
| (`noticeMessage` in shared/projects.ts). An author whose account was deleted is null, shown as
| "Deleted user". Load `author`; `roles` gives each author's role in the project.
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
      replyTo: null as { id: number; text: string; authorName: string | null } | null,
      createdAt: message.createdAt.toISO()!,
      editedAt: message.editedAt?.toISO() ?? null,
      deletedAt: message.deletedAt?.toISO() ?? null,
    }
  }
}
