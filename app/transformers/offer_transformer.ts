import { BaseTransformer } from '@adonisjs/core/transformers'
import type Offer from '#models/offer'
import { lineItemTotal, offerOutcome, paragraphsOf } from '#shared/offers'
import { deliveryFailureKind } from '#services/delivery_failures'
import { isoOf, isoOrNull } from '#infrastructure/stored_times'

/*
| An offer as three audiences see it: a row of the staff's list (`toObject`, also the payload of
| the live events), the staff's page of one offer (`toDetail`: every field, delivery and the
| answer; load `createdBy`), and the recipient's online view (`toPublic`: only what the e-mail
| itself said, the offer's terms, who sent it and their own answer; load `createdBy`). The tokens never reach a staff page.
*/
export default class OfferTransformer extends BaseTransformer<Offer> {
  toObject() {
    const offer = this.resource
    return {
      id: offer.id,
      email: offer.email,
      subject: offer.subject,
      locale: offer.locale,
      status: offer.status,
      deliveryState: offer.deliveryState,
      sentAt: isoOrNull(offer.sentAt),
      openedAt: isoOrNull(offer.openedAt),
      viewsCount: offer.viewsCount,
      lastViewedAt: isoOrNull(offer.lastViewedAt),
      proxyFetchesCount: offer.proxyFetchesCount,
      lastProxyFetchAt: isoOrNull(offer.lastProxyFetchAt),
      answer: offer.answer,
      outcome: offerOutcome(offer.status, offer.answer),
      respondedAt: isoOrNull(offer.respondedAt),
      createdAt: isoOf(offer.createdAt),
      // The offer's amount (Offer#amount: the line items' sum, else the price), or null.
      amount: offer.amount,
      validUntil: offer.validUntil?.toISODate() ?? null,
    }
  }

  /* The offer's terms, as every reader of the whole offer sees them. */
  protected terms() {
    const offer = this.resource
    return {
      currency: offer.currency,
      priceMinor: offer.priceMinor,
      timeline: offer.timeline,
      items: offer.items.map((item) => ({ ...item, totalMinor: lineItemTotal(item) })),
    }
  }

  toDetail() {
    const offer = this.resource
    return {
      ...this.toObject(),
      greeting: offer.greeting,
      salutation: offer.salutation,
      content: offer.content,
      ...this.terms(),
      deliveryAttempts: offer.deliveryAttempts,
      // The kind is what staff read; the server's own words stay for "Technical details".
      deliveryFailure: deliveryFailureKind(offer.deliveryError),
      deliveryError: offer.deliveryError,
      deliveredAt: isoOrNull(offer.deliveredAt),
      answerMessage: offer.answerMessage,
      createdBy: offer.createdBy?.fullName ?? null,
      projectId: offer.projectId,
      // The automatic reminders (app/actions/offers/offer_reminders.ts): switched off, or when sent.
      remindersOff: offer.remindersOff,
      openedReminderSentAt: isoOrNull(offer.openedReminderSentAt),
      expiryReminderSentAt: isoOrNull(offer.expiryReminderSentAt),
    }
  }

  /* A row of the recipient's own list (/proposals): what they need to pick one, no tracking. */
  toReceived() {
    const offer = this.resource
    return {
      id: offer.id,
      subject: offer.subject,
      amount: offer.amount,
      status: offer.status,
      answer: offer.answer,
      sentAt: isoOrNull(offer.sentAt),
      validUntil: offer.validUntil?.toISODate() ?? null,
      expired: offer.isExpired,
    }
  }

  toPublic() {
    const offer = this.resource
    return {
      subject: offer.subject,
      ...this.terms(),
      amount: offer.amount,
      validUntil: offer.validUntil?.toISODate() ?? null,
      expired: offer.isExpired,
      sender: offer.createdBy
        ? { name: offer.createdBy.fullName, initials: offer.createdBy.initials }
        : null,
      greeting: offer.greeting,
      paragraphs: paragraphsOf(offer.content),
      salutation: offer.salutation,
      sentAt: isoOrNull(offer.sentAt),
      answer: offer.answer,
      answerMessage: offer.answerMessage,
      respondedAt: isoOrNull(offer.respondedAt),
    }
  }
}
