import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Agreement from '#models/agreement'
import type Offer from '#models/offer'
import type User from '#models/user'
import { AgreementRuleError } from '#actions/agreements/agreement_rule_error'
import { recordAgreementEvent, type Witness } from '#actions/agreements/agreement_events'
import { codeRefused, consumeSigningCode } from '#actions/agreements/signing_code'
import { answerOfferIn } from '#actions/offers/answer_offer'
import { startOfferProject } from '#actions/offers/offer_project'
import { sealAgreement } from '#actions/agreements/seal_agreement'

export type SignInput = {
  name: string
  consent: boolean
  documentHash: string
  code?: string | null
  /* The drawn signature's PNG as base64, checked by the validator; none when only typed. */
  signature?: string | null
}
export type Signer = { method: 'account'; user: User } | { method: 'code' }

/* Still open to a signature: not past its valid-until day, not declined. */
export function assertSignable(agreement: Agreement, offer: Offer) {
  if (agreement.status === 'declined') throw new AgreementRuleError('agreements.errors.declined')
  if (agreement.status === 'open' && offer.isExpired) {
    throw new AgreementRuleError('agreements.errors.expired')
  }
}

/*
| Signs the agreement as its recipient: a verified account at the offer's address signs as
| itself, anyone else proves the inbox with the one-time code. Refused when the offer expired or
| the document the signer read (the hash the form carries) is not the one frozen now. One
| transaction: the signature, the offer answered "interested" as the unsigned answer does, the
| trail. A second signature answers the first (nothing new is recorded). Then the project is
| started or joined for an account, and the PDF sealed and stored.
*/
export async function signAgreement(
  agreement: Agreement,
  offer: Offer,
  signer: Signer,
  input: SignInput,
  witness: Omit<Witness, 'actor'>
) {
  if (agreement.status === 'signed') return { agreement, created: false }
  assertSignable(agreement, offer)
  const email = signer.method === 'account' ? signer.user.email : offer.email
  const seen = { ...witness, actor: email }
  const outcome = await db.transaction(async (trx) => {
    const locked = await Agreement.query({ client: trx })
      .where('id', agreement.id)
      .forUpdate()
      .firstOrFail()
    if (locked.status === 'signed') return { agreement: locked, created: false }
    assertSignable(locked, offer)
    if (locked.documentHash !== input.documentHash) {
      throw new AgreementRuleError('agreements.errors.changed')
    }
    if (signer.method === 'code') {
      const left = await consumeSigningCode(locked, input.code, seen, trx)
      if (left !== null) return { refused: left }
    }
    locked.merge({
      status: 'signed',
      signerName: input.name.trim(),
      signaturePng: input.signature ?? null,
      signerEmail: email,
      signerUserId: signer.method === 'account' ? signer.user.id : null,
      signerMethod: signer.method,
      signedAt: DateTime.now(),
      signedIp: witness.ip,
      signedUserAgent: witness.userAgent?.slice(0, 500) ?? null,
    })
    await locked.save()
    await recordAgreementEvent(locked.id, 'signed', seen, trx)
    await answerOfferIn(trx, offer, { answer: 'interested', message: offer.answerMessage })
    return { agreement: locked, created: true }
  })
  if ('refused' in outcome) throw codeRefused(outcome.refused ?? 0)
  if (signer.method === 'account') await startOfferProject(signer.user, offer)
  await sealAgreement(outcome.agreement, offer)
  return outcome
}

/*
| Declines with an optional reason: the agreement closes and the offer is answered "not now"
| with the reason as its message. Declining a declined agreement answers the first; a signed one
| is not declined.
*/
export async function declineAgreement(
  agreement: Agreement,
  offer: Offer,
  input: { reason?: string | null },
  witness: Witness
) {
  if (agreement.status === 'declined') return agreement
  if (agreement.status === 'signed') throw new AgreementRuleError('agreements.errors.signed')
  assertSignable(agreement, offer)
  return db.transaction(async (trx) => {
    const locked = await Agreement.query({ client: trx })
      .where('id', agreement.id)
      .forUpdate()
      .firstOrFail()
    if (locked.status !== 'open') return locked
    const reason = input.reason?.trim() || null
    locked.merge({ status: 'declined', declinedAt: DateTime.now(), declineReason: reason })
    await locked.save()
    await recordAgreementEvent(locked.id, 'declined', witness, trx)
    await answerOfferIn(trx, offer, { answer: 'not_now', message: reason })
    return locked
  })
}
