import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import OfferEvent from '#models/offer_event'
import { findOffer } from '#actions/offers/find_offer'
import { offerSubject } from '#actions/offers/offer_delivery'
import { record } from '#services/audit_log'
import { purgeFiles } from '#actions/files/delete_files'

/*
| Deletes an offer and its timeline. Its links then answer like unknown ones: the tracking image
| still comes back, the online view is Not found. A delivery still queued finds nothing to send.
*/
export async function deleteOffer(actor: User, id: unknown) {
  await db.transaction(async (trx) => {
    const offer = await findOffer(id, { trx, forUpdate: true })
    // Files e-mailed with an answer hang on its timeline entry: rows now, bytes after commit.
    await purgeFiles(trx, (query) =>
      query.whereIn('offer_event_id', (events) =>
        events.from('offer_events').where('offer_id', offer.id).select('id')
      )
    )
    await OfferEvent.query({ client: trx }).where('offer_id', offer.id).delete()
    offer.useTransaction(trx)
    await offer.delete()
    await record(
      actor,
      'offer.deleted',
      offerSubject(offer),
      { before: { status: offer.status, recipient: offer.email } },
      { trx }
    )
  })
}
