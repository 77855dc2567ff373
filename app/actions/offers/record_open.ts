import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import { isOfferToken } from '#actions/offers/offer_links'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'
import { mailFetcherOf } from '#services/mail_fetch_signatures'

export type TrackingRequest = { userAgent: string | null; ip: string | null }

/*
| A fetch of an offer's tracking image (DESIGN.md "Offers"), one of three things:
| - by a mail-privacy proxy or a scanner (app/services/mail_fetch_signatures.ts): counted apart
|   with its time, never an open; the timeline shows the first fetch by each kind of machine.
| - the first by a person: THE open. It sets `opened_at`, and status `opened` from `sent` (a
|   responded offer stays responded); the timeline shows it with the user agent.
| - any later one by a person: a view, counted with its time; `opened_at` stays.
| No IP address is kept. An unknown or malformed token, or a draft's, changes nothing.
| Returns whether an offer was found.
*/
export async function recordOpen(token: string, request: TrackingRequest) {
  if (!isOfferToken(token)) return false
  return db.transaction(async (trx) => {
    const query = Offer.query({ client: trx }).where('tracking_token', token)
    // Two fetches at once must not both be the first open (PostgreSQL; SQLite has one writer).
    if (trx.dialect.name === 'postgres') query.forUpdate()
    const offer = await query.first()
    if (!offer || offer.status === 'draft') return false
    const now = DateTime.now()
    offer.useTransaction(trx)
    const fetcher = mailFetcherOf({
      ...request,
      at: now,
      deliveredAt: offer.deliveredAt ?? offer.sentAt,
    })
    if (fetcher) {
      offer.merge({ proxyFetchesCount: offer.proxyFetchesCount + 1, lastProxyFetchAt: now })
      const seen = await OfferEvent.query({ client: trx })
        .where({ offerId: offer.id, type: 'proxy_fetched', detail: fetcher })
        .first()
      if (!seen) {
        await recordOfferEvent(
          offer.id,
          'proxy_fetched',
          { detail: fetcher, userAgent: request.userAgent },
          trx
        )
      }
    } else if (offer.openedAt) {
      offer.merge({ viewsCount: offer.viewsCount + 1, lastViewedAt: now })
    } else {
      offer.openedAt = now
      if (offer.status === 'sent') offer.status = 'opened'
      await recordOfferEvent(offer.id, 'opened', { userAgent: request.userAgent }, trx)
    }
    await offer.save()
    afterCommit(trx, () => broadcastOfferUpdated(offer))
    return true
  })
}
