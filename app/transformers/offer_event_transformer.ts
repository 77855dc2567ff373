import { BaseTransformer } from '@adonisjs/core/transformers'
import type OfferEvent from '#models/offer_event'
import { deliveryFailureKind } from '#services/delivery_failures'
import { isoOf } from '#infrastructure/stored_times'
import { fileData } from '#transformers/file_transformer'

const FAILURES = new Set(['attempt_failed', 'failed'])

/* One row of an offer's timeline (load `user` for what staff did, `files` for e-mailed ones). */
export default class OfferEventTransformer extends BaseTransformer<OfferEvent> {
  toObject() {
    const event = this.resource
    return {
      id: event.id,
      type: event.type,
      detail: event.detail,
      // A failed attempt's detail is the server's reason: its kind is what the timeline says.
      failure: FAILURES.has(event.type) ? deliveryFailureKind(event.detail) : null,
      userAgent: event.userAgent,
      userName: event.user?.fullName ?? null,
      createdAt: isoOf(event.createdAt),
      files: (event.$preloaded.files ? event.files : []).map((file) => fileData(file)),
    }
  }
}
