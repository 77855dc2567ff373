import vine from '@vinejs/vine'
import { AGREEMENT_BOUNDS } from '#shared/agreements'

/* The signature: the full name as typed, the consent ticked, the hash of the document read. */
export const signAgreementValidator = vine.create({
  name: vine
    .string()
    .trim()
    .minLength(AGREEMENT_BOUNDS.signerNameMin)
    .maxLength(AGREEMENT_BOUNDS.signerNameMax),
  consent: vine.accepted(),
  documentHash: vine.string().fixedLength(64),
  code: vine.string().trim().maxLength(12).optional(),
})

/* The owner's signature of a plan revision or change order: the revision read, as well. */
export const signPlanValidator = vine.create({
  revision: vine.number().withoutDecimals().positive().optional(),
  name: vine
    .string()
    .trim()
    .minLength(AGREEMENT_BOUNDS.signerNameMin)
    .maxLength(AGREEMENT_BOUNDS.signerNameMax),
  consent: vine.accepted(),
  documentHash: vine.string().fixedLength(64),
})

export const declineAgreementValidator = vine.create({
  reason: vine.string().trim().maxLength(AGREEMENT_BOUNDS.declineReasonMax).optional(),
})

export const verifyReferenceValidator = vine.create({
  reference: vine.string().trim().maxLength(40),
})
