import { DateTime } from 'luxon'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type Offer from '#models/offer'
import OfferMail from '#mails/offer_mail'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastOfferUpdated } from '#services/offer_broadcasts'
import { recordOfferEvent } from '#actions/offers/offer_events'
import { record } from '#services/audit_log'
import { freezeAgreement } from '#actions/agreements/freeze_agreement'

/*
| Puts an offer in the outbox for delivery (creating, sending a draft, re-sending): status
| `sent`, the delivery state `queued` with no attempts yet, a timeline row, and its e-mail
| stored in the same transaction (app/actions/mail/store_mail.ts), so an offer marked sent always
| has its e-mail on the way. The outbox delivers it and the offer's state follows each attempt
| (app/actions/offers/offer_outbox.ts). A re-send replaces the e-mail that failed, which then
| leaves the staff list of failed e-mails: the offer's timeline keeps its story.
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
  // What is sent is what is signed: its content and figures frozen with their SHA-256.
  await freezeAgreement(offer, trx)
  await record(
    event.userId,
    event.type === 'queued' ? 'offer.sent' : 'offer.resent',
    offerSubject(offer),
    { after: { status: offer.status, recipient: offer.email } },
    { trx }
  )
  await trx.from('outbox_mails').where('offer_id', offer.id).where('state', 'failed').delete()
  await new OfferMail(offer).queue(trx, { offerId: offer.id })
  afterCommit(trx, () => broadcastOfferUpdated(offer))
}

/* An offer as the audit log names it: its subject and to whom. */
export function offerSubject(offer: Offer) {
  return { type: 'offer' as const, id: offer.id, label: `${offer.subject} → ${offer.email}` }
}
