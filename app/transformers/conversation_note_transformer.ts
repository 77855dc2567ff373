import { BaseTransformer } from '@adonisjs/core/transformers'
import type ConversationNote from '#models/conversation_note'
import { isoOf } from '#infrastructure/stored_times'

/* An internal note, for the team's pages and the staff channel only. Load `author`. */
export default class ConversationNoteTransformer extends BaseTransformer<ConversationNote> {
  toObject() {
    const note = this.resource
    return {
      id: note.id,
      conversationId: note.conversationId,
      text: note.body,
      // The writer's page shows its note at once and swaps it for the stored one by this key,
      // whichever comes first: the answer or the staff channel's event.
      clientKey: note.clientKey,
      author: note.author ? { id: note.author.id, name: note.author.fullName } : null,
      createdAt: isoOf(note.createdAt),
    }
  }
}
