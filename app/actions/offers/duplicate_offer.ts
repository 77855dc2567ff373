import db from '@adonisjs/lucid/services/db'
import Offer from '#models/offer'
import type User from '#models/user'
import { findOffer } from '#actions/offers/find_offer'
import { newOfferToken } from '#actions/offers/offer_links'
import { recordOfferEvent } from '#actions/offers/offer_events'

/*
| A new draft with the same recipient, language, texts and terms (not the valid-until day, set
| again for the new one); its own links, nothing sent.
*/
export async function duplicateOffer(user: User, id: unknown) {
  const source = await findOffer(id)
  return db.transaction(async (trx) => {
    const copy = new Offer()
    copy.useTransaction(trx)
    copy.merge({
      email: source.email,
      greeting: source.greeting,
      salutation: source.salutation,
      locale: source.locale,
      subject: source.subject,
      content: source.content,
      currency: source.currency,
      priceMinor: source.priceMinor,
      timeline: source.timeline,
      lineItems: source.lineItems,
      // A copy is a new offer: its validity is set again when it is sent.
      validUntil: null,
      createdById: user.id,
      status: 'draft',
      trackingToken: newOfferToken(),
      viewToken: newOfferToken(),
      viewsCount: 0,
      proxyFetchesCount: 0,
      deliveryAttempts: 0,
    })
    await copy.save()
    await recordOfferEvent(copy.id, 'created', { userId: user.id }, trx)
    return copy
  })
}
