import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import { AGREEMENT_BOUNDS, SIGNATURE_DRAWING } from '#shared/agreements'
import { readSignatureDrawing } from '#actions/agreements/signature_drawing'

/*
| A drawn signature: a real PNG within the bounds (signature_drawing.ts), kept as its base64. Each
| refusal has its own rule name, so `agreements.validation.signature.{rule}` words it.
*/
const signatureDrawing = vine.createRule(
  async (value: unknown, _: undefined, field: FieldContext) => {
    if (typeof value !== 'string') return
    const drawing = await readSignatureDrawing(value)
    if ('problem' in drawing) {
      field.report(
        'The drawn signature could not be read. Clear it and draw it again.',
        drawing.problem,
        field,
        {
          max: Math.round(SIGNATURE_DRAWING.maxBytes / 1024),
        }
      )
      return
    }
    field.mutate(drawing.png.toString('base64'), field)
  }
)

/*
| The signature: the full name as typed, the consent ticked, the hash of the document read, and
| the drawing when the signer made one (optional; the typed name is what is required).
*/
export const signAgreementValidator = vine.create({
  name: vine
    .string()
    .trim()
    .minLength(AGREEMENT_BOUNDS.signerNameMin)
    .maxLength(AGREEMENT_BOUNDS.signerNameMax),
  consent: vine.accepted(),
  documentHash: vine.string().fixedLength(64),
  code: vine.string().trim().maxLength(12).optional(),
  signature: vine.string().use(signatureDrawing()).optional(),
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
  signature: vine.string().use(signatureDrawing()).optional(),
})

export const declineAgreementValidator = vine.create({
  reason: vine.string().trim().maxLength(AGREEMENT_BOUNDS.declineReasonMax).optional(),
})

export const verifyReferenceValidator = vine.create({
  reference: vine.string().trim().maxLength(40),
})
