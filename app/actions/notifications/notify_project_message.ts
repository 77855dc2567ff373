import db from '@adonisjs/lucid/services/db'
import i18nManager from '@adonisjs/i18n/services/main'
import router from '@adonisjs/core/services/router'
import { mentionedIds } from '#shared/notifications'
import { projectChannel } from '#shared/realtime'
import { notify, presentIn, type NewNotification } from '#services/notifications'
import { messagePreview } from '#actions/notifications/preview'
import type MessagePosted from '#events/message_posted'
import type { PostedMember } from '#events/message_posted'

/* The chat's anchor of one message (inertia/features/chat: `messageDomId`). */
export function messageUrl(projectId: number, messageId: number) {
  return `${router.urlBuilder.urlFor('projects.show', { id: projectId })}#chat-message-${messageId}`
}

type Posted = Pick<MessagePosted, 'messageId' | 'projectId' | 'authorId' | 'details'>

/*
| A chat message was posted (MessagePosted, after commit): every other member hears of it,
| except those with the project's page open now (its presence channel) and those who muted the
| project. Someone the message mentions (`<@id>`) gets a mention instead, muted or not.
| A message just stored comes with what the poster holds of it (`details`); otherwise (a retry
| announced again) it is read, and nobody is told of one deleted meanwhile.
*/
export async function notifyProjectMessage(posted: Posted) {
  const message = posted.details
    ? {
        id: posted.messageId,
        project_id: posted.projectId,
        author_id: posted.authorId,
        body: posted.details.body,
        project_name: posted.details.projectName,
        author_name: posted.details.authorName,
      }
    : await storedMessage(posted.messageId)
  if (!message) return
  const projectId = Number(message.project_id)
  const authorId = message.author_id === null ? null : Number(message.author_id)
  const members = posted.details?.members ?? (await membersOf(projectId))
  const mentioned = new Set(mentionedIds(String(message.body)))
  const candidates: { userId: number; kind: NewNotification['kind'] }[] = []
  for (const { userId, muted } of members) {
    if (userId === authorId) continue
    if (mentioned.has(userId)) candidates.push({ userId, kind: 'mention' })
    else if (!muted) candidates.push({ userId, kind: 'project.message' })
  }
  // Only those who would be told are looked up; whoever is looking is not told.
  const looking = await presentIn(
    projectChannel.name({ id: projectId }),
    candidates.map(({ userId }) => userId)
  )
  const told = candidates.filter(({ userId }) => !looking.has(userId))
  // Everyone is looking (or muted it): nothing to word.
  if (told.length === 0) return
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
  const subject = `project:${projectId}`
  const items: NewNotification[] = told.map(({ userId, kind }) => ({
    userId,
    kind,
    subject,
    url,
    data,
  }))
  await notify(items)
}

async function membersOf(projectId: number): Promise<PostedMember[]> {
  const rows: { user_id: number; muted_at: unknown }[] = await db
    .from('project_members')
    .where('project_id', projectId)
    .select('user_id', 'muted_at')
  return rows.map((row) => ({ userId: Number(row.user_id), muted: Boolean(row.muted_at) }))
}

function storedMessage(messageId: number) {
  return db
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
}
