import db from '@adonisjs/lucid/services/db'
import type Conversation from '#models/conversation'
import ConversationNote from '#models/conversation_note'
import type User from '#models/user'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastConversationNote } from '#services/conversation_broadcasts'

/*
| The team's internal notes in a thread. A note is not a message: it does not move the thread
| (no unread, no wait, no reopening), is never e-mailed, and is announced on the staff channel
| only, so the visitor's panel and the client's page never hear of it. The same clientKey in
| the same thread answers the first note again (a retried send).
*/
export async function addNote(
  conversation: Conversation,
  author: User,
  text: string,
  clientKey: string | null
) {
  if (clientKey) {
    const existing = await ConversationNote.query()
      .where('conversation_id', conversation.id)
      .where('client_key', clientKey)
      .preload('author')
      .first()
    if (existing) return { note: existing, created: false }
  }
  const note = await db.transaction(async (trx) => {
    const stored = await ConversationNote.create(
      { conversationId: conversation.id, authorId: author.id, body: text, clientKey },
      { client: trx }
    )
    afterCommit(trx, () => broadcastConversationNote(stored))
    return stored
  })
  note.$setRelated('author', author)
  return { note, created: true }
}

export async function threadNotes(conversation: Conversation, after = 0) {
  return ConversationNote.query()
    .where('conversation_id', conversation.id)
    .where('id', '>', after)
    .preload('author')
    .orderBy('id', 'asc')
    .limit(200)
}
