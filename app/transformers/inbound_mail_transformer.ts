import { BaseTransformer } from '@adonisjs/core/transformers'
import type InboundMail from '#models/inbound_mail'
import { isoOf, isoOrNull } from '#infrastructure/stored_times'

/* A received e-mail as staff see it in the log: who, to what, what became of it and why. */
export default class InboundMailTransformer extends BaseTransformer<InboundMail> {
  toObject() {
    const mail = this.resource
    return {
      id: mail.id,
      from: mail.fromAddress,
      to: mail.toAddress,
      subject: mail.subject,
      status: mail.status,
      reason: mail.reason,
      source: mail.source,
      authentication: mail.authentication,
      thread:
        mail.threadKind && mail.threadId ? { kind: mail.threadKind, id: mail.threadId } : null,
      receivedAt: isoOf(mail.createdAt),
      decidedAt: isoOrNull(mail.decidedAt),
      decidedBy: mail.decidedBy ? mail.decidedBy.fullName : null,
    }
  }
}
