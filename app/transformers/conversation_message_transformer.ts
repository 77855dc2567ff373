import { BaseTransformer } from '@adonisjs/core/transformers'
import type ConversationMessage from '#models/conversation_message'
import { fileData } from '#transformers/file_transformer'
import { isoOf } from '#infrastructure/stored_times'

/*
| One message of an inbox thread, for the visitor, the client and the team alike: the text as
| written (pages render it as text, never HTML), who wrote it (a team member's name is shown to
| the visitor), whether it went out by e-mail and its files. Load `author` (and `attachments`).
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
      createdAt: isoOf(message.createdAt),
      attachments: (message.$preloaded.attachments ? message.attachments : [])
        .sort((a, b) => a.id - b.id)
        .map((file) => fileData(file)),
    }
  }
}
