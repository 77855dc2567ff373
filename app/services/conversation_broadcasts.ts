import app from '@adonisjs/core/services/app'
import { Broadcaster } from '#realtime/broadcaster'
import { RealtimeServer } from '#realtime/realtime_server'
import { conversationChannel, staffChannel, type ConversationState } from '#shared/realtime'
import { serializer } from '#infrastructure/serializer'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import ConversationMessageTransformer from '#transformers/conversation_message_transformer'
import ConversationTransformer from '#transformers/conversation_transformer'
import ConversationNote from '#models/conversation_note'
import ConversationNoteTransformer from '#transformers/conversation_note_transformer'

/*
| What open pages hear about the inbox (names and payloads in shared/realtime.ts): the visitor's
| panel and the client's page on the conversation's private channel, every staff page on the
| staff presence channel (the inbox list and the sidebar's unread count). Called after commit.
*/
async function broadcaster() {
  return app.container.make(Broadcaster)
}

export async function unreadCount() {
  const row = await Conversation.query()
    .where('unread', true)
    .whereNull('blocked_at')
    .count('* as total')
    .first()
  return Number(row?.$extras.total ?? 0)
}

/*
| Records are read again here: the ones the caller holds may still point at the transaction
| that just committed (afterCommit), which can no longer run a query.
*/
async function inboxItem(conversation: Conversation, preview: string | null) {
  const fresh = await Conversation.query()
    .where('id', conversation.id)
    .preload('user')
    .preload('assignedTo')
    .preload('labels')
    .firstOrFail()
  return serializer.serialize(
    ConversationTransformer.transform(fresh, preview).useVariant('toInboxItem')
  )
}

export async function broadcastConversationMessage(
  conversation: Conversation,
  message: ConversationMessage
) {
  const fresh = await ConversationMessage.query()
    .where('id', message.id)
    .preload('author')
    .preload('attachments')
    .firstOrFail()
  const payload = await serializer.serialize(ConversationMessageTransformer.transform(fresh))
  const channel = await broadcaster()
  channel.send(conversationChannel, { id: conversation.id }, 'message.created', payload)
  channel.send(staffChannel, {}, 'inbox.message', {
    conversationId: conversation.id,
    message: payload,
  })
  await broadcastInboxItem(conversation, message.body)
}

/* A note reaches the team's pages only: the staff channel, never the conversation's. */
export async function broadcastConversationNote(note: ConversationNote) {
  const fresh = await ConversationNote.query().where('id', note.id).preload('author').firstOrFail()
  const payload = await serializer.serialize(ConversationNoteTransformer.transform(fresh))
  ;(await broadcaster()).send(staffChannel, {}, 'inbox.note', {
    conversationId: note.conversationId,
    note: payload,
  })
}

/* A thread's row changed (new, read, assigned, closed, blocked): the list and the counts follow. */
export async function broadcastInboxItem(
  conversation: Conversation,
  preview: string | null = null
) {
  const item = await inboxItem(conversation, preview)
  ;(await broadcaster()).send(staffChannel, {}, 'inbox.updated', {
    item,
    unreadCount: await unreadCount(),
  })
}

/*
| What the person's open thread shows of its conversation's state: the event's payload, and what
| a thread reads when it (re)subscribes, so a change made before it listened is not missed.
*/
export async function conversationState(conversation: Conversation): Promise<ConversationState> {
  const fresh = await Conversation.query()
    .where('id', conversation.id)
    .preload('assignedTo')
    .firstOrFail()
  const assignee = fresh.assignedTo
  return {
    status: fresh.status,
    blocked: fresh.isBlocked,
    assignedTo: assignee ? { id: assignee.id, name: assignee.fullName } : null,
    ratingOffered: fresh.ratingOffered,
    rating: fresh.rating,
  }
}

export async function broadcastConversationState(conversation: Conversation) {
  ;(await broadcaster()).send(
    conversationChannel,
    { id: conversation.id },
    'conversation.updated',
    await conversationState(conversation)
  )
  await broadcastInboxItem(conversation)
}

/*
| Whether someone from the team has a page open now (the staff presence channel). Asked by the
| visitor's panel; with Redis, the cluster's members.
*/
export async function isTeamOnline() {
  try {
    const server = await app.container.make(RealtimeServer)
    const members = await server.presenceMembers(staffChannel.name({}))
    return members.length > 0
  } catch {
    return false
  }
}
