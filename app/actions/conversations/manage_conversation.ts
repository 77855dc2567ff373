import { DateTime } from 'luxon'
import type Conversation from '#models/conversation'
import type User from '#models/user'
import type { ConversationStatus } from '#shared/conversations'
import { broadcastConversationState, broadcastInboxItem } from '#services/conversation_broadcasts'
import { revokeVisitor } from '#infrastructure/access_revocation'
import { requestRatingByMail } from '#actions/conversations/rating'

/*
| What the team does with a thread besides answering: read it, assign it, close and reopen it,
| block a visitor (their token stops working at once for HTTP; their open sockets are closed and
| the channel refuses them when they authorise again; their open panel hears it and stops). Each
| change is announced to the staff pages and the conversation's own channel.
*/
export async function markRead(conversation: Conversation) {
  if (!conversation.unread) return
  conversation.unread = false
  await conversation.save()
  await broadcastInboxItem(conversation)
}

export async function assignConversation(conversation: Conversation, assignee: User | null) {
  conversation.assignedToId = assignee?.id ?? null
  await conversation.save()
  await broadcastConversationState(conversation)
}

export async function setConversationStatus(
  conversation: Conversation,
  status: ConversationStatus
) {
  const closing = status === 'closed' && conversation.status !== 'closed'
  conversation.status = status
  // A closed thread waits for nobody; a message after it starts a new wait.
  if (status === 'closed') {
    conversation.unread = false
    conversation.waitingSince = null
  }
  // The end of its resolution time (the reports); reopened, it is unresolved again.
  if (closing) conversation.closedAt = DateTime.now()
  if (status === 'open') conversation.closedAt = null
  await conversation.save()
  await broadcastConversationState(conversation)
  if (closing) await requestRatingByMail(conversation)
}

export async function setBlocked(conversation: Conversation, blocked: boolean) {
  conversation.blockedAt = blocked ? DateTime.now() : null
  if (blocked) {
    if (conversation.status !== 'closed') conversation.closedAt = DateTime.now()
    conversation.status = 'closed'
    conversation.unread = false
  }
  await conversation.save()
  await broadcastConversationState(conversation)
  if (blocked) await revokeVisitor(conversation.id)
}
