import db from '@adonisjs/lucid/services/db'
import Offer from '#models/offer'
import type User from '#models/user'
import { DateTime } from 'luxon'
import type { OfferLocale } from '#shared/offers'
import type { Currency } from '#shared/projects'
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
  currency?: Currency
  price?: number | null
  timeline?: string | null
  validUntil?: Date | null
  items?: { description: string; quantity: number; unitPrice: number | null }[]
}

/*
| The form's fields as the offer stores them: the offer's terms beside the e-mail's texts
| (a price in minor units, the valid-until day as a date, the line items in their order).
*/
export function applyOfferInput(offer: Offer, input: OfferInput) {
  const { currency, price, timeline, validUntil, items, ...texts } = input
  offer.merge({
    ...texts,
    currency: currency ?? offer.currency ?? 'EUR',
    priceMinor: price ?? null,
    timeline: timeline || null,
    validUntil: validUntil ? DateTime.fromJSDate(validUntil).startOf('day') : null,
  })
  offer.items = (items ?? []).map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unitPriceMinor: item.unitPrice ?? 0,
  }))
}

/* A new offer, sent at once (queued for delivery) or kept as a draft. */
export async function createOffer(user: User, input: OfferInput, intent: 'send' | 'draft') {
  return db.transaction(async (trx) => {
    const offer = new Offer()
    offer.useTransaction(trx)
    applyOfferInput(offer, input)
    offer.merge({
      createdById: user.id,
      status: 'draft',
      trackingToken: newOfferToken(),
      viewToken: newOfferToken(),
      viewsCount: 0,
      proxyFetchesCount: 0,
      deliveryAttempts: 0,
    })
    await offer.save()
    await recordOfferEvent(offer.id, 'created', { userId: user.id }, trx)
    if (intent === 'send') await queueDelivery(offer, trx, { type: 'queued', userId: user.id })
    return offer
  })
}
