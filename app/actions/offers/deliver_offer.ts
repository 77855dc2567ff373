import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import mail from '@adonisjs/mail/services/main'
import Offer from '#models/offer'
import OfferMail from '#mails/offer_mail'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'
import { recordOfferEvent } from '#actions/offers/offer_events'
import defaultLogger from '@adonisjs/core/services/logger'
import type { Logger } from '@adonisjs/core/logger'
import { deliveryFailure } from '#services/delivery_failures'

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'skipped'

/*
| One attempt at handing an offer to the SMTP server (DeliverOfferJob runs it; its last attempt
| passes `final`). The attempt first claims the offer by moving it from `queued` to `sending`
| in one conditional update, so two workers holding the same job, or a job repeated after the
| offer was delivered, never send it twice: only the one that claimed it sends. Then:
| delivered; or failed for good (5xx, or the last attempt); or back to `queued` with the reason,
| for the queue to retry after its backoff. Every outcome is on the timeline and told to staff.
*/
export async function attemptOfferDelivery(
  offerId: number,
  options: { final: boolean; logger?: Logger }
): Promise<DeliveryOutcome> {
  const logger = options.logger ?? defaultLogger
  const claimed = await db
    .from('offers')
    .where('id', offerId)
    .where('delivery_state', 'queued')
    .update({
      delivery_state: 'sending',
      delivery_attempts: db.raw('delivery_attempts + 1'),
      updated_at: DateTime.now().toSQL({ includeOffset: false }),
    })
  if (Number(Array.isArray(claimed) ? claimed[0] : claimed) !== 1) return 'skipped'

  const offer = await Offer.findOrFail(offerId)
  let outcome: DeliveryOutcome
  try {
    await mail.use().send(new OfferMail(offer))
    offer.merge({ deliveryState: 'delivered', deliveredAt: DateTime.now(), deliveryError: null })
    outcome = 'delivered'
  } catch (error) {
    const { permanent, reason } = deliveryFailure(error)
    outcome = permanent || options.final ? 'failed' : 'retry'
    offer.merge({
      deliveryState: outcome === 'failed' ? 'failed' : 'queued',
      deliveryError: reason,
    })
    logger.warn({ offerId, reason, outcome }, 'An offer e-mail was not accepted')
  }
  await db.transaction(async (trx) => {
    offer.useTransaction(trx)
    await offer.save()
    await recordOfferEvent(
      offer.id,
      outcome === 'delivered' ? 'delivered' : outcome === 'failed' ? 'failed' : 'attempt_failed',
      { detail: outcome === 'delivered' ? null : offer.deliveryError },
      trx
    )
  })
  await broadcastOfferUpdated(offer).catch((error) =>
    logger.error({ err: error }, 'An offer announcement failed')
  )
  return outcome
}

/*
| The queue gave up on the job (it threw for another reason than a refusal, or timed out): an
| offer still waiting is marked failed with the reason, so it is never silently lost and can be
| re-sent.
*/
export async function giveUpOfferDelivery(
  offerId: number,
  error: unknown,
  logger: Logger = defaultLogger
) {
  const offer = await Offer.find(offerId)
  if (!offer || !['queued', 'sending'].includes(offer.deliveryState ?? '')) return
  const { reason } = deliveryFailure(error)
  logger.error({ offerId, reason }, 'An offer e-mail was given up on')
  await db.transaction(async (trx) => {
    offer.useTransaction(trx)
    offer.merge({ deliveryState: 'failed', deliveryError: reason })
    await offer.save()
    await recordOfferEvent(offer.id, 'failed', { detail: reason }, trx)
  })
  await broadcastOfferUpdated(offer).catch(() => {})
}
