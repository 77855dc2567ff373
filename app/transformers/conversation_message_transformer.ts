import { BaseTransformer } from '@adonisjs/core/transformers'
import type ConversationMessage from '#models/conversation_message'

/*
| One message of an inbox thread, for the visitor, the client and the team alike: the text as
| written (pages render it as text, never HTML), who wrote it (a team member's name is shown to
| the visitor) and whether it went out by e-mail. Load `author`.
*/
export default class ConversationMessageTransformer extends BaseTransformer<ConversationMessage> {
  toObject() {
    const message = this.resource
    const author = message.author
    return {
      id: message.id,
      conversationId: message.conversationId,
      sender: message.sender,
      text: message.body,
      author: author ? { id: author.id, name: author.fullName } : null,
      byEmail: message.byEmail,
      createdAt: message.createdAt.toISO()!,
    }
  }
}
