import { DateTime } from 'luxon'
import logger from '@adonisjs/core/services/logger'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Offer from '#models/offer'
import { afterCommit } from '#services/after_commit'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { withRequestId } from '#services/job_request_id'

/*
| Puts an offer in the queue for delivery (creating, sending a draft, re-sending): status
| `sent`, the delivery state `queued` with no attempts yet, a timeline row, and the job once the
| transaction committed (the worker must find what it is asked to send). A queue that refuses
| the job leaves the offer queued, which the page shows, and is logged; re-send is offered for
| failed deliveries.
*/
export async function queueDelivery(
  offer: Offer,
  trx: TransactionClientContract,
  event: { type: 'queued' | 'resent'; userId: number }
) {
  offer.useTransaction(trx)
  if (offer.status === 'draft') offer.status = 'sent'
  offer.sentAt ??= DateTime.now()
  offer.deliveryState = 'queued'
  offer.deliveryAttempts = 0
  offer.deliveryError = null
  await offer.save()
  await recordOfferEvent(offer.id, event.type, { userId: event.userId }, trx)
  afterCommit(trx, async () => {
    const { default: DeliverOfferJob } = await import('#jobs/deliver_offer_job')
    try {
      await DeliverOfferJob.dispatch(withRequestId({ offerId: offer.id }))
    } catch (error) {
      logger.error({ err: error, offerId: offer.id }, 'Could not queue an offer for delivery')
    }
    await broadcastOfferUpdated(offer)
  })
}
