import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { findOffer } from '#actions/offers/find_offer'
import { queueDelivery } from '#actions/offers/offer_delivery'
import { OfferRuleError } from '#actions/offers/offer_rule_error'

/*
| Sends a failed offer again, with the same links (an open or answer of the new e-mail lands on
| the same offer). Only a failed delivery: one that is queued or delivered is never sent twice.
*/
export async function resendOffer(user: User, id: unknown) {
  return db.transaction(async (trx) => {
    const offer = await findOffer(id, { trx, forUpdate: true })
    if (offer.deliveryState !== 'failed') throw new OfferRuleError('offers.errors.notFailed')
    await queueDelivery(offer, trx, { type: 'resent', userId: user.id })
    return offer
  })
}
