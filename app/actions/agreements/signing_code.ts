import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import Agreement from '#models/agreement'
import type Offer from '#models/offer'
import AgreementEvent from '#models/agreement_event'
import agreementsConfig from '#config/agreements'
import { appKey } from '#config/app'
import SigningCodeMail from '#mails/signing_code_mail'
import { AgreementRuleError } from '#actions/agreements/agreement_rule_error'
import { recordAgreementEvent, type Witness } from '#actions/agreements/agreement_events'
import { assertSignable } from '#actions/agreements/sign_agreement'

/* Codes are kept as a keyed hash: a copy of the database does not sign anything. */
function codeHash(agreementId: number, code: string) {
  return createHmac('sha256', appKey.release())
    .update(`agreement-code:${agreementId}:${code}`)
    .digest('hex')
}

/*
| Sends a one-time code to the address the offer went to (never another): 6 digits, valid 10
| minutes, 5 tries; a new code replaces the last. At most `codesPerHour` an hour per agreement,
| counted before sending, so the form cannot be used to flood the recipient's inbox.
*/
export async function sendSigningCode(agreement: Agreement, offer: Offer, witness: Witness) {
  assertSignable(agreement, offer)
  const code = String(randomInt(10 ** agreementsConfig.codeDigits)).padStart(
    agreementsConfig.codeDigits,
    '0'
  )
  await db.transaction(async (trx) => {
    const locked = await Agreement.query({ client: trx })
      .where('id', agreement.id)
      .forUpdate()
      .firstOrFail()
    const recent = await AgreementEvent.query({ client: trx })
      .where('agreement_id', agreement.id)
      .where('type', 'code_sent')
      .where('created_at', '>', DateTime.now().minus({ hours: 1 }).toSQL({ includeOffset: false })!)
      .count('* as total')
      .first()
    if (Number(recent?.$extras.total ?? 0) >= agreementsConfig.codesPerHour) {
      throw new AgreementRuleError('agreements.errors.tooManyCodes')
    }
    locked.merge({
      codeHash: codeHash(agreement.id, code),
      codeExpiresAt: DateTime.now().plus({ minutes: agreementsConfig.codeMinutes }),
      codeTriesLeft: agreementsConfig.codeTries,
    })
    await locked.save()
    await recordAgreementEvent(agreement.id, 'code_sent', { ...witness, actor: offer.email }, trx)
    await new SigningCodeMail(offer, code).queue(trx)
  })
}

/*
| Checks a typed code in the signing's transaction (the row locked). A right one is used up at
| once, so a replayed request finds no code: null. A wrong one costs a try, recorded, and the
| number of tries left is returned for the caller to commit and then refuse with; an expired or
| used-up one asks for a new code.
*/
export async function consumeSigningCode(
  locked: Agreement,
  typed: string | null | undefined,
  witness: Witness,
  trx: Parameters<typeof recordAgreementEvent>[3]
): Promise<number | null> {
  const code = (typed ?? '').replace(/\s+/g, '')
  if (!locked.codeHash || !locked.codeExpiresAt || !locked.codeTriesLeft) {
    throw new AgreementRuleError('agreements.errors.codeMissing', 'code')
  }
  if (locked.codeExpiresAt < DateTime.now()) {
    throw new AgreementRuleError('agreements.errors.codeExpired', 'code')
  }
  const expected = Buffer.from(locked.codeHash, 'hex')
  const given = Buffer.from(codeHash(locked.id, code), 'hex')
  if (/^\d+$/.test(code) && timingSafeEqual(expected, given)) {
    locked.merge({ codeHash: null, codeExpiresAt: null, codeTriesLeft: null })
    return null
  }
  const left = locked.codeTriesLeft - 1
  locked.merge(
    left > 0
      ? { codeTriesLeft: left }
      : { codeHash: null, codeExpiresAt: null, codeTriesLeft: null }
  )
  await locked.save()
  await recordAgreementEvent(locked.id, 'code_failed', witness, trx)
  return left
}

/* What a wrong code answers, once its try is committed. */
export function codeRefused(left: number) {
  return left > 0
    ? new AgreementRuleError('agreements.errors.codeWrong', 'code', { count: left })
    : new AgreementRuleError('agreements.errors.codeUsedUp', 'code')
}
