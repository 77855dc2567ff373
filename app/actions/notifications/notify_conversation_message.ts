import router from '@adonisjs/core/services/router'
import i18nManager from '@adonisjs/i18n/services/main'
import type Conversation from '#models/conversation'
import type ConversationMessage from '#models/conversation_message'
import User from '#models/user'
import { notify, type NewNotification } from '#services/notifications'
import { messagePreview } from '#actions/notifications/preview'

/*
| A message in a conversation (after commit). From the visitor or client: the team
| member it is assigned to ("Mine" in the inbox), or every staff member while nobody has it.
| From the team: the client whose account holds it (a visitor without an account has no bell;
| the reply e-mail reaches them). The author never.
*/
export async function notifyConversationMessage(
  conversation: Conversation,
  message: ConversationMessage,
  author: User | null
) {
  const preview = await messagePreview(message.body, '')
  const subject = `conversation:${conversation.id}`
  const items: NewNotification[] = []
  if (message.sender === 'staff') {
    if (conversation.userId && conversation.userId !== author?.id) {
      items.push({
        userId: conversation.userId,
        kind: 'conversation.message',
        subject,
        url: router.urlBuilder.urlFor('conversations.show', { id: conversation.id }),
        data: { actor: author?.fullName ?? null, preview, ref: message.id },
      })
    }
  } else {
    const staff = conversation.assignedToId
      ? [conversation.assignedToId]
      : (await User.query().where('role', 'super_admin').select('id')).map((user) => user.id)
    const name =
      author?.fullName ??
      conversation.visitorName ??
      i18nManager.locale(i18nManager.defaultLocale).t('common.notifications.visitor')
    for (const userId of staff) {
      if (userId === author?.id) continue
      items.push({
        userId,
        kind: 'conversation.message',
        subject,
        url: router.urlBuilder.urlFor('inbox.show', { id: conversation.id }),
        data: { actor: name, preview, ref: message.id },
      })
    }
  }
  await notify(items)
}
