import { BaseTransformer } from '@adonisjs/core/transformers'
import type OfferEvent from '#models/offer_event'

/* One row of an offer's timeline (load `user` for what staff did). */
export default class OfferEventTransformer extends BaseTransformer<OfferEvent> {
  toObject() {
    const event = this.resource
    return {
      id: event.id,
      type: event.type,
      detail: event.detail,
      userAgent: event.userAgent,
      userName: event.user?.fullName ?? null,
      createdAt: event.createdAt.toISO()!,
    }
  }
}
