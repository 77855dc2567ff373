import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import type User from '#models/user'
import type StoredFile from '#models/stored_file'
import { attachToMessage } from '#actions/conversations/conversation_files'
import type { MessageSender } from '#shared/conversations'
import { notifyConversationMessage } from '#actions/notifications/notify_conversation_message'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastConversationMessage } from '#services/conversation_broadcasts'
import conversationsConfig from '#config/conversations'
import { storedTime } from '#actions/unread/unread'

export type NewMessage = {
  sender: MessageSender
  author: User | null
  text: string
  clientKey?: string | null
  byEmail?: boolean
  /* Uploads of this conversation to send with it (from draftsFor). */
  attachments?: StoredFile[]
}

/*
| Stores one message in a thread and moves the thread: a visitor's (or client's) message marks
| it unread for the team and reopens it when it was closed; a team member's marks it read. A
| team reply to a visitor who gave an address and never signed up is due to be e-mailed after
| a short delay (config/conversations.ts), so replies written in a row go out as one e-mail; the
| scheduled job sends only what the visitor has not seen by then (app/actions/conversations/
| reply_mails.ts); an answer sent by e-mail (a contact message's) is due at once. Either is
| marked e-mailed only once the mail server took it. The same clientKey in the same thread
| answers the first message again.
| Announced after commit.
*/
export async function postMessage(conversation: Conversation, input: NewMessage) {
  if (input.clientKey) {
    const existing = await ConversationMessage.query()
      .where('conversation_id', conversation.id)
      .where('client_key', input.clientKey)
      .preload('author')
      .preload('attachments')
      .first()
    if (existing) return { message: existing, created: false }
  }

  const message = await db.transaction(async (trx) => {
    conversation.useTransaction(trx)
    const now = DateTime.now()
    const stored = await ConversationMessage.create(
      {
        conversationId: conversation.id,
        sender: input.sender,
        authorId: input.author?.id ?? null,
        body: input.text,
        clientKey: input.clientKey ?? null,
        byEmail: input.byEmail ?? false,
        emailedAt: null,
      },
      { client: trx }
    )
    await attachToMessage(trx, stored.id, input.attachments ?? [])
    conversation.lastActivityAt = now
    if (input.sender === 'visitor') {
      conversation.unread = true
      conversation.status = 'open'
      // The wait is counted from the first message the team has not answered yet.
      conversation.waitingSince ??= now
    } else {
      conversation.unread = false
      conversation.waitingSince = null
    }
    await conversation.save()
    const mailAt = replyMailAt(conversation, input, now)
    // Conditional, not from the loaded row: a run that is mailing this thread holds the due time.
    if (mailAt) {
      await trx
        .from('conversations')
        .where('id', conversation.id)
        .whereNull('reply_mail_due_at')
        .update({ reply_mail_due_at: storedTime(mailAt) })
    }
    afterCommit(trx, () => broadcastConversationMessage(conversation, stored))
    afterCommit(trx, () => notifyConversationMessage(conversation, stored, input.author))
    return stored
  })
  if (input.author) message.$setRelated('author', input.author)
  await message.load('attachments')
  return { message, created: true }
}

/* When a team reply is due to be e-mailed: an e-mailed answer at once, a chat reply later. */
function replyMailAt(conversation: Conversation, input: NewMessage, now: DateTime) {
  if (input.sender !== 'staff') return null
  if (input.byEmail) return now
  const visitorAway =
    conversation.kind === 'chat' && conversation.visitorEmail && !conversation.userId
  return visitorAway ? now.plus(delayOf(conversationsConfig.replyMailDelay)) : null
}

export function delayOf(value: string) {
  const match = /^(\d+)\s*(s|m|h)$/.exec(value.trim())
  if (!match) return { minutes: 5 }
  const amount = Number(match[1])
  return match[2] === 's'
    ? { seconds: amount }
    : match[2] === 'm'
      ? { minutes: amount }
      : { hours: amount }
}

/* A new visitor conversation (the first message follows in postMessage). */
export async function startConversation(input: {
  tokenHash: string | null
  user: User | null
  name: string | null
  email: string | null
  locale: string
  startedOn: string | null
}) {
  const now = DateTime.now()
  return Conversation.create({
    kind: 'chat',
    tokenHash: input.tokenHash,
    userId: input.user?.id ?? null,
    visitorName: input.name ?? input.user?.fullName ?? null,
    visitorEmail: input.email ?? input.user?.email ?? null,
    locale: input.locale,
    startedOn: input.startedOn,
    status: 'open',
    unread: true,
    lastActivityAt: now,
  })
}
