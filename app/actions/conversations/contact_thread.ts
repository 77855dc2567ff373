import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import type ContactMessage from '#models/contact_message'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastInboxItem } from '#services/conversation_broadcasts'

/*
| A contact-form message becomes an inbox thread (kind `contact`): its text is the first
| message, the team's e-mailed answers follow, and "mark handled" closes it.
*/
export async function openContactThread(contact: ContactMessage) {
  await db.transaction(async (trx) => {
    const conversation = await Conversation.create(
      {
        kind: 'contact',
        contactMessageId: contact.id,
        visitorName: contact.name,
        visitorEmail: contact.email,
        locale: contact.locale,
        status: 'open',
        unread: true,
        lastActivityAt: contact.createdAt,
        waitingSince: contact.createdAt,
      },
      { client: trx }
    )
    await ConversationMessage.create(
      { conversationId: conversation.id, sender: 'visitor', body: contact.message },
      { client: trx }
    )
    afterCommit(trx, () => broadcastInboxItem(conversation, contact.message))
  })
}

/*
| An e-mail to the company's address (app/services/inbound_mail.ts) opens a thread the same way
| a contact-form message does: unread, waiting, answered by e-mail from the inbox.
*/
export async function openMailThread(input: {
  name: string | null
  email: string
  locale: string
  text: string
}) {
  return db.transaction(async (trx) => {
    const now = DateTime.now()
    const conversation = await Conversation.create(
      {
        kind: 'contact',
        visitorName: input.name,
        visitorEmail: input.email,
        locale: input.locale,
        status: 'open',
        unread: true,
        lastActivityAt: now,
        waitingSince: now,
      },
      { client: trx }
    )
    const message = await ConversationMessage.create(
      { conversationId: conversation.id, sender: 'visitor', body: input.text, byEmail: true },
      { client: trx }
    )
    afterCommit(trx, () => broadcastInboxItem(conversation, input.text))
    return { conversation, message }
  })
}
