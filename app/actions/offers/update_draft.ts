import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { findOffer } from '#actions/offers/find_offer'
import { queueDelivery } from '#actions/offers/offer_delivery'
import { OfferRuleError } from '#actions/offers/offer_rule_error'
import { applyOfferInput, type OfferInput } from '#actions/offers/create_offer'

/* A draft changed, and kept or sent. A sent offer is what the recipient got: it stays as it is. */
export async function updateDraft(
  user: User,
  id: unknown,
  input: OfferInput,
  intent: 'send' | 'draft'
) {
  return db.transaction(async (trx) => {
    const offer = await findOffer(id, { trx, forUpdate: true })
    if (offer.status !== 'draft') throw new OfferRuleError('offers.errors.notDraft')
    offer.useTransaction(trx)
    applyOfferInput(offer, input)
    await offer.save()
    if (intent === 'send') await queueDelivery(offer, trx, { type: 'queued', userId: user.id })
    return offer
  })
}
