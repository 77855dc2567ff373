import { BaseTransformer } from '@adonisjs/core/transformers'
import type OutboxMail from '#models/outbox_mail'
import { deliveryFailureKind } from '#services/delivery_failures'
import { isoOf, isoOrNull } from '#infrastructure/stored_times'

/* A failed e-mail as staff see it: to whom, what, when, why in words, and the server's text. */
export default class OutboxMailTransformer extends BaseTransformer<OutboxMail> {
  toObject() {
    const mail = this.resource
    return {
      id: mail.id,
      recipient: mail.recipient,
      subject: mail.subject,
      attempts: mail.attempts,
      createdAt: isoOf(mail.createdAt),
      failedAt: isoOrNull(mail.failedAt),
      failure: deliveryFailureKind(mail.lastError) ?? 'other',
      reason: mail.lastError,
    }
  }
}
