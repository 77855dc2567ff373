import db from '@adonisjs/lucid/services/db'
import Conversation from '#models/conversation'
import ConversationMessage from '#models/conversation_message'
import type ContactMessage from '#models/contact_message'
import { afterCommit } from '#services/after_commit'
import { broadcastInboxItem } from '#services/consulting_broadcasts'

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
