import { errors } from '@adonisjs/core'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import User from '#models/user'

/*
| A thread by the id in a URL, with its people, or a 404 (the Not found page, or 404 JSON): a
| malformed id and one that does not exist answer alike.
*/
export async function findConversation(id: unknown) {
  const value = Number(id)
  const conversation =
    Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647
      ? await Conversation.query().where('id', value).preload('user').preload('assignedTo').first()
      : null
  if (!conversation) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  return conversation
}

export async function threadMessages(conversation: Conversation, limit = 200) {
  const messages = await ConversationMessage.query()
    .where('conversation_id', conversation.id)
    .preload('author')
    .preload('attachments')
    .orderBy('id', 'desc')
    .limit(limit)
  return messages.reverse()
}

/* The team, for "assign to". */
export async function staffMembers() {
  return User.query().where('role', 'super_admin').orderBy('full_name', 'asc')
}

/* The client who holds a conversation opened it up to `lastId`: its replies are read. */
export async function markSeenByClient(conversation: Conversation, viewer: User, lastId?: number) {
  if (conversation.userId !== viewer.id || !lastId) return
  if (lastId <= (conversation.visitorReadId ?? 0)) return
  conversation.visitorReadId = lastId
  await conversation.save()
}
