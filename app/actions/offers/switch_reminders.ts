import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { findOffer } from '#actions/offers/find_offer'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'

/*
| Staff switch an offer's automatic reminders off or on again (app/actions/offers/
| offer_reminders.ts). The switch lands on the timeline with who turned it; asking for the
| state it already has changes nothing.
*/
export async function switchReminders(user: User, id: unknown, enabled: boolean) {
  return db.transaction(async (trx) => {
    const offer = await findOffer(id, { trx, forUpdate: true })
    if (offer.remindersOff === !enabled) return offer
    offer.useTransaction(trx)
    offer.remindersOff = !enabled
    await offer.save()
    await recordOfferEvent(
      offer.id,
      enabled ? 'reminders_on' : 'reminders_off',
      { userId: user.id },
      trx
    )
    afterCommit(trx, () => broadcastOfferUpdated(offer))
    return offer
  })
}
