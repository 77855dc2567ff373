import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import logger from '@adonisjs/core/services/logger'
import Offer from '#models/offer'
import type OutboxMail from '#models/outbox_mail'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'
import { recordOfferEvent } from '#actions/offers/offer_events'

export type OutboxStep =
  | { type: 'attempting' }
  | { type: 'sent' }
  | { type: 'retrying'; reason: string }
  | { type: 'failed'; reason: string }
  | { type: 'requeued' }

/*
| An offer's visible delivery state follows its e-mail in the outbox (app/actions/mail/
| deliver_outbox.ts calls this for outbox rows with an offer): `sending` while an attempt runs,
| then `delivered`, or back to `queued` with the reason (retried by the outbox), or `failed`
| (a final refusal, or a day of failures). Each outcome is on the timeline and told to staff.
*/
export async function followOutbox(row: OutboxMail, step: OutboxStep) {
  if (!row.offerId) return
  const offer = await Offer.find(row.offerId)
  if (!offer) return
  if (step.type === 'attempting') {
    offer.merge({ deliveryState: 'sending', deliveryAttempts: offer.deliveryAttempts + 1 })
    await offer.save()
    return
  }
  await db.transaction(async (trx) => {
    offer.useTransaction(trx)
    if (step.type === 'sent') {
      offer.merge({ deliveryState: 'delivered', deliveredAt: DateTime.now(), deliveryError: null })
    } else if (step.type === 'requeued') {
      offer.merge({ deliveryState: 'queued', deliveryAttempts: 0, deliveryError: null })
    } else {
      offer.merge({
        deliveryState: step.type === 'failed' ? 'failed' : 'queued',
        deliveryError: step.reason,
      })
    }
    await offer.save()
    if (step.type === 'requeued') return
    await recordOfferEvent(
      offer.id,
      step.type === 'sent' ? 'delivered' : step.type === 'failed' ? 'failed' : 'attempt_failed',
      { detail: step.type === 'sent' ? null : step.reason },
      trx
    )
  })
  await broadcastOfferUpdated(offer).catch((error) =>
    logger.error({ err: error }, 'An offer announcement failed')
  )
}
