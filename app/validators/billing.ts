import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import {
  BILLING_COUNTRIES,
  BILLING_KINDS,
  compactNumber,
  isCompanyNumber,
  isTaxNumber,
  isEuCountry,
  isVatId,
  vatPrefix,
} from '#shared/billing'
import { writtenText } from '#validators/text'
import { emailRule } from '#validators/user'

/*
| Settings > Billing. Run with `scopedMessages(ctx, 'invoices')`: each number's format message
| lives under `invoices.validation.{field}.{rule}`. The numbers are checked against the
| country chosen beside them (shared/billing.ts) and stored compacted (no spaces).
*/
type Check = (value: string, country: string) => boolean

const numberFormat = vine.createRule(
  (value: unknown, check: { test: Check }, field: FieldContext) => {
    if (typeof value !== 'string' || !field.isValid) return
    const country = String(field.parent?.country ?? '')
    if (!check.test(value, country)) field.report('The format is not valid.', 'format', field)
  }
)

const companyNumberText = (test: Check) =>
  vine
    .string()
    .trim()
    .maxLength(30)
    .use(numberFormat({ test }))
    .transform((value) => compactNumber(value))
    .optional()

/* An EU VAT ID carries the prefix of the address's country; other countries' are not checked. */
function vatIdOf(value: string, country: string) {
  if (!isEuCountry(country)) return /^[A-Z0-9]{2,20}$/.test(compactNumber(value))
  return isVatId(value) && compactNumber(value).startsWith(vatPrefix(country))
}

export const billingProfileValidator = vine.create({
  kind: vine.enum(BILLING_KINDS),
  name: writtenText().minLength(2).maxLength(200),
  street: writtenText().maxLength(200),
  postalCode: writtenText().maxLength(20),
  city: writtenText().maxLength(100),
  country: vine.enum(BILLING_COUNTRIES),
  companyNumber: companyNumberText(isCompanyNumber).requiredWhen('kind', '=', 'company'),
  taxNumber: companyNumberText(isTaxNumber),
  vatId: companyNumberText(vatIdOf),
  email: emailRule().optional(),
})
