import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import router from '@adonisjs/core/services/router'
import { mentionedIds } from '#shared/notifications'
import { projectChannel } from '#shared/realtime'
import { notify, presentIn, type NewNotification } from '#services/notifications'
import { messagePreview } from '#actions/notifications/preview'

/* The chat's anchor of one message (inertia/features/chat: `messageDomId`). */
export function messageUrl(projectId: number, messageId: number) {
  return `${router.urlBuilder.urlFor('projects.show', { id: projectId })}#chat-message-${messageId}`
}

/*
| A chat message was posted (MessagePosted, after commit): every other member hears of it,
| except those with the project's page open now (its presence channel) and those who muted the
| project. Someone the message mentions (`<@id>`) gets a mention instead, muted or not.
*/
export async function notifyProjectMessage(messageId: number) {
  const message = await db
    .from('messages')
    .join('projects', 'projects.id', 'messages.project_id')
    .leftJoin('users', 'users.id', 'messages.author_id')
    .where('messages.id', messageId)
    .where('messages.kind', 'message')
    .whereNull('messages.deleted_at')
    .select(
      'messages.id',
      'messages.project_id',
      'messages.author_id',
      'messages.body',
      'projects.name as project_name',
      'users.full_name as author_name'
    )
    .first()
  if (!message) return
  const projectId = Number(message.project_id)
  const authorId = message.author_id === null ? null : Number(message.author_id)
  const members: { user_id: number; muted_at: unknown }[] = await db
    .from('project_members')
    .where('project_id', projectId)
    .select('user_id', 'muted_at')
  const looking = await presentIn(projectChannel.name({ id: projectId }))
  const mentioned = new Set(mentionedIds(String(message.body)))
  const data = {
    actor: message.author_name ?? null,
    project: String(message.project_name),
    preview: await messagePreview(
      String(message.body),
      i18nManager.locale(i18nManager.defaultLocale).t('common.notifications.someone')
    ),
    ref: Number(message.id),
  }
  const url = messageUrl(projectId, Number(message.id))
  const items: NewNotification[] = []
  for (const member of members) {
    const userId = Number(member.user_id)
    if (userId === authorId || looking.has(userId)) continue
    if (mentioned.has(userId)) {
      items.push({ userId, kind: 'mention', subject: `project:${projectId}`, url, data })
    } else if (!member.muted_at) {
      items.push({ userId, kind: 'project.message', subject: `project:${projectId}`, url, data })
    }
  }
  await notify(items)
}
