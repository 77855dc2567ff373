import { BaseTransformer } from '@adonisjs/core/transformers'
import type SavedReply from '#models/saved_reply'
import type { Locale } from '#shared/preferences'
import { isoOf } from '#infrastructure/stored_times'

/* A saved reply, for the management page and the composer's "/" menu. */
export default class SavedReplyTransformer extends BaseTransformer<SavedReply> {
  toObject() {
    const reply = this.resource
    return {
      id: reply.id,
      title: reply.title,
      text: reply.body,
      locale: reply.locale as Locale,
      updatedAt: isoOf(reply.updatedAt),
    }
  }
}
