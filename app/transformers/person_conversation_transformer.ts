import { BaseTransformer } from '@adonisjs/core/transformers'
import type Conversation from '#models/conversation'
import { isoOf } from '#infrastructure/stored_times'

/* A conversation or contact message of a person's account. */
export default class PersonConversationTransformer extends BaseTransformer<Conversation> {
  toObject() {
    return {
      id: this.resource.id,
      kind: this.resource.kind,
      status: this.resource.status,
      lastActivityAt: isoOf(this.resource.lastActivityAt),
    }
  }
}
