import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Offer from '#models/offer'
import type { OfferAnswer } from '#shared/offers'
import { isOfferToken } from '#actions/offers/offer_links'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { notifyOfferAnswered } from '#actions/notifications/notify_project_events'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastOfferResponded } from '#services/offer_broadcasts'
import { OfferRuleError } from '#actions/offers/offer_rule_error'

/*
| The offer behind an online-view link, or null (unknown, malformed, a draft's or a deleted
| offer's link all read as Not found).
*/
export async function findOfferByViewToken(token: unknown) {
  if (!isOfferToken(token)) return null
  const offer = await Offer.findBy('view_token', token)
  return offer && offer.status !== 'draft' ? offer : null
}

/*
| The recipient answers from the online view: status responded with the answer and the optional
| message, a row in the timeline, and every staff member online hears it at once. Answering
| again (they changed their mind) replaces the answer and is recorded too; the first answer's
| time stays the response time. Past its valid-until day an offer takes no answer (the page says
| so; a form posted anyway is refused with the reason).
*/
export async function answerOffer(
  offer: Offer,
  input: { answer: OfferAnswer; message?: string | null }
) {
  if (offer.isExpired) throw new OfferRuleError('offers.errors.expired')
  return db.transaction((trx) => answerOfferIn(trx, offer, input))
}

/* The same answer inside a caller's transaction (signing an agreement answers its offer). */
export async function answerOfferIn(
  trx: TransactionClientContract,
  offer: Offer,
  input: { answer: OfferAnswer; message?: string | null }
) {
  offer.useTransaction(trx)
  offer.merge({
    status: 'responded',
    answer: input.answer,
    answerMessage: input.message?.trim() || null,
  })
  offer.respondedAt ??= DateTime.now()
  await offer.save()
  await recordOfferEvent(offer.id, 'responded', { detail: input.answer }, trx)
  afterCommit(trx, () => broadcastOfferResponded(offer))
  afterCommit(trx, () => notifyOfferAnswered(offer))
  return offer
}
