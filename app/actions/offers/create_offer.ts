import db from '@adonisjs/lucid/services/db'
import Offer from '#models/offer'
import type User from '#models/user'
import type { OfferLocale } from '#shared/offers'
import { newOfferToken } from '#actions/offers/offer_links'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { queueDelivery } from '#actions/offers/offer_delivery'

export type OfferInput = {
  email: string
  greeting: string
  salutation: string
  locale: OfferLocale
  subject: string
  content: string
}

/* A new offer, sent at once (queued for delivery) or kept as a draft. */
export async function createOffer(user: User, input: OfferInput, intent: 'send' | 'draft') {
  return db.transaction(async (trx) => {
    const offer = new Offer()
    offer.useTransaction(trx)
    offer.merge({
      ...input,
      createdById: user.id,
      status: 'draft',
      trackingToken: newOfferToken(),
      viewToken: newOfferToken(),
      opensCount: 0,
      deliveryAttempts: 0,
    })
    await offer.save()
    await recordOfferEvent(offer.id, 'created', { userId: user.id }, trx)
    if (intent === 'send') await queueDelivery(offer, trx, { type: 'queued', userId: user.id })
    return offer
  })
}
