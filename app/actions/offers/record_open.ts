import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Offer from '#models/offer'
import { isOfferToken } from '#actions/offers/offer_links'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { afterCommit } from '#services/after_commit'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'

/*
| A fetch of an offer's tracking image (DESIGN.md): every fetch is logged with its time and user
| agent (no IP address is kept) and counted; the first one of a sent offer sets `opened_at` and
| status `opened`. A responded offer stays responded; an unknown or malformed token, or a
| draft's (never sent), changes nothing. Returns whether an offer was found.
*/
export async function recordOpen(token: string, userAgent: string | null) {
  if (!isOfferToken(token)) return false
  return db.transaction(async (trx) => {
    const offer = await Offer.query({ client: trx }).where('tracking_token', token).first()
    if (!offer || offer.status === 'draft') return false
    const now = DateTime.now()
    offer.useTransaction(trx)
    offer.merge({ opensCount: offer.opensCount + 1, lastOpenedAt: now })
    if (offer.status === 'sent') offer.merge({ status: 'opened', openedAt: now })
    else offer.openedAt ??= now
    await offer.save()
    await recordOfferEvent(offer.id, 'opened', { userAgent }, trx)
    afterCommit(trx, () => broadcastOfferUpdated(offer))
    return true
  })
}
