import { BaseTransformer } from '@adonisjs/core/transformers'
import type Offer from '#models/offer'
import { paragraphsOf } from '#shared/offers'
import { deliveryFailureKind } from '#services/delivery_failures'

const iso = (value: { toISO(): string | null } | null | undefined) =>
  value ? value.toISO()! : null

/*
| An offer as three audiences see it: a row of the staff's list (`toObject`, also the payload of
| the live events), the staff's page of one offer (`toDetail`: every field, delivery and the
| answer; load `createdBy`), and the recipient's online view (`toPublic`: only what the e-mail
| itself said and their own answer). The tokens never reach a staff page.
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
      sentAt: iso(offer.sentAt),
      lastOpenedAt: iso(offer.lastOpenedAt),
      opensCount: offer.opensCount,
      answer: offer.answer,
      respondedAt: iso(offer.respondedAt),
      createdAt: offer.createdAt.toISO()!,
    }
  }

  toDetail() {
    const offer = this.resource
    return {
      ...this.toObject(),
      greeting: offer.greeting,
      salutation: offer.salutation,
      content: offer.content,
      openedAt: iso(offer.openedAt),
      deliveryAttempts: offer.deliveryAttempts,
      // The kind is what staff read; the server's own words stay for "Technical details".
      deliveryFailure: deliveryFailureKind(offer.deliveryError),
      deliveryError: offer.deliveryError,
      deliveredAt: iso(offer.deliveredAt),
      answerMessage: offer.answerMessage,
      createdBy: offer.createdBy?.fullName ?? null,
      projectId: offer.projectId,
    }
  }

  toPublic() {
    const offer = this.resource
    return {
      subject: offer.subject,
      greeting: offer.greeting,
      paragraphs: paragraphsOf(offer.content),
      salutation: offer.salutation,
      sentAt: iso(offer.sentAt),
      answer: offer.answer,
      answerMessage: offer.answerMessage,
      respondedAt: iso(offer.respondedAt),
    }
  }
}
