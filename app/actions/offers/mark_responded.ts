import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { findOffer } from '#actions/offers/find_offer'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { OfferRuleError } from '#actions/offers/offer_rule_error'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'

/*
| Staff mark an offer responded by hand (the answer came by phone or e-mail). Already responded:
| nothing changes. A draft was never sent, so nobody could respond to it.
*/
export async function markResponded(user: User, id: unknown) {
  return db.transaction(async (trx) => {
    const offer = await findOffer(id, { trx, forUpdate: true })
    if (offer.status === 'draft') throw new OfferRuleError('offers.errors.draftNotSent')
    if (offer.status === 'responded') return offer
    offer.useTransaction(trx)
    offer.merge({ status: 'responded', respondedAt: DateTime.now() })
    await offer.save()
    await recordOfferEvent(offer.id, 'marked_responded', { userId: user.id }, trx)
    afterCommit(trx, () => broadcastOfferUpdated(offer))
    return offer
  })
}
