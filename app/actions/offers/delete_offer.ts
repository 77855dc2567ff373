import db from '@adonisjs/lucid/services/db'
import OfferEvent from '#models/offer_event'
import { findOffer } from '#actions/offers/find_offer'

/*
| Deletes an offer and its timeline. Its links then answer like unknown ones: the tracking image
| still comes back, the online view is Not found. A delivery still queued finds nothing to send.
*/
export async function deleteOffer(id: unknown) {
  await db.transaction(async (trx) => {
    const offer = await findOffer(id, { trx, forUpdate: true })
    await OfferEvent.query({ client: trx }).where('offer_id', offer.id).delete()
    offer.useTransaction(trx)
    await offer.delete()
  })
}
