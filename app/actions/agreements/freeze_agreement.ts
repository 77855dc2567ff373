import { createHash, randomInt } from 'node:crypto'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Agreement from '#models/agreement'
import type Offer from '#models/offer'
import productConfig from '#config/product'
import { isoOrNull } from '#infrastructure/stored_times'
import { isUniqueViolation } from '#infrastructure/unique_violation'
import type { OfferDocument } from '#shared/agreements'
import { recordAgreementEvent } from '#actions/agreements/agreement_events'

/* Crockford's base 32 (no I, L, O, U): a reference read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export function newReference() {
  const part = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(32)]).join('')
  return `AG-${part()}-${part()}-${part()}`
}

export function sha256(value: string | Uint8Array) {
  return createHash('sha256').update(value).digest('hex')
}

/* The offer as its recipient reads it: every word and figure the signature is given to. */
export function documentOf(offer: Offer): OfferDocument {
  return {
    kind: 'offer',
    offerId: offer.id,
    company: productConfig.company.name,
    recipient: offer.email,
    locale: offer.locale,
    subject: offer.subject,
    greeting: offer.greeting,
    content: offer.content,
    salutation: offer.salutation,
    sentBy: offer.createdBy?.fullName ?? null,
    sentAt: isoOrNull(offer.sentAt),
    currency: offer.currency,
    priceMinor: offer.priceMinor,
    amountMinor: offer.amount?.minor ?? null,
    timeline: offer.timeline,
    validUntil: offer.validUntil?.toISODate() ?? null,
    items: offer.items,
  }
}

/*
| Freezes the offer when it is sent (app/actions/offers/offer_delivery.ts): its document and
| SHA-256, in the sending's transaction. Sending again while it is unsigned freezes what is sent
| now (a signer who read the earlier one is asked to read again); a signed or declined agreement
| is never changed.
*/
export async function freezeAgreement(offer: Offer, trx?: TransactionClientContract) {
  // A row just made in memory may leave its author unset; nothing is preloaded then.
  if (offer.createdById) await offer.load('createdBy')
  const document = JSON.stringify(documentOf(offer))
  const hash = sha256(document)
  const existing = await Agreement.query({ client: trx }).where('offer_id', offer.id).first()
  if (existing) {
    if (existing.status !== 'open' || existing.documentHash === hash) return existing
    existing.merge({ document, documentHash: hash, email: offer.email, locale: offer.locale })
    await existing.save()
    await recordAgreementEvent(existing.id, 'sent', { actor: offer.email }, trx)
    return existing
  }
  const agreement = await Agreement.create(
    {
      offerId: offer.id,
      reference: newReference(),
      status: 'open',
      document,
      documentHash: hash,
      email: offer.email,
      locale: offer.locale,
    },
    { client: trx }
  )
  await recordAgreementEvent(agreement.id, 'sent', { actor: offer.email }, trx)
  return agreement
}

/*
| The agreement of a sent offer; one sent before agreements existed is frozen on first reading
| (as it reads now: sent offers are not edited). Two first readings at once share one row.
*/
export async function agreementFor(offer: Offer) {
  const found = await Agreement.findBy('offer_id', offer.id)
  if (found) return found
  try {
    return await freezeAgreement(offer)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return Agreement.findByOrFail('offer_id', offer.id)
  }
}
