import vine from '@vinejs/vine'
import type { FieldContext } from '@vinejs/vine/types'
import invoicesConfig from '#config/invoices'
import { DRAFT_KINDS, parseDecimal } from '#shared/invoices'
import { optionalWrittenText, writtenText } from '#validators/text'
import { LIST_STATUSES } from '#actions/invoices/list_invoices'
import { AGE_BUCKETS } from '#actions/invoices/receivables'

/*
| A draft invoice by hand (run with `scopedMessages(ctx, 'invoices')`). Quantities and prices are
| typed as people write them ("1,5", "1200.50") and become exact integers (thousandths of a
| unit, minor units) without passing through a float.
*/
const MAX_MINOR = 100_000_000 * 100

const decimal = vine.createRule(
  (value: unknown, options: { scale: number; rule: string; min: number }, field: FieldContext) => {
    if (typeof value !== 'string') return
    const parsed = parseDecimal(value, options.scale)
    if (parsed === null || parsed < options.min || parsed > MAX_MINOR) {
      field.report('The format is not valid.', options.rule, field)
      return
    }
    field.mutate(parsed, field)
  }
)

export const UNITS = ['pcs', 'h', 'month'] as const

export const invoiceDraftValidator = vine.create({
  projectId: vine.number().withoutDecimals().positive(),
  creditedInvoiceId: vine.number().withoutDecimals().positive().optional(),
  documentKind: vine.enum(DRAFT_KINDS).optional(),
  lines: vine
    .array(
      vine.object({
        description: writtenText().maxLength(500),
        quantity: vine
          .string()
          .trim()
          .use(decimal({ scale: 1000, rule: 'quantity', min: 1 })),
        unit: vine.enum(UNITS),
        unitPrice: vine
          .string()
          .trim()
          .use(decimal({ scale: 100, rule: 'money', min: 0 })),
        vatRate: vine.enum(invoicesConfig.vatRates.map(String)),
      })
    )
    .minLength(1)
    .maxLength(100),
  dueDays: vine.number().withoutDecimals().min(0).max(365).optional(),
  supplyDate: vine.date({ formats: ['YYYY-MM-DD'] }).optional(),
  note: optionalWrittenText(1000).nullable().optional(),
})

export const invoiceFiltersValidator = vine.create({
  status: vine.enum(LIST_STATUSES).optional(),
  projectId: vine.number().withoutDecimals().positive().optional(),
  age: vine.enum(AGE_BUCKETS).optional(),
  clientId: vine.number().withoutDecimals().positive().optional(),
})

/* The accountant's export: a calendar month as the month field sends it ("2026-11"). */
export const invoiceExportValidator = vine.create({
  month: vine
    .string()
    .trim()
    .regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/),
})

/* A bank credit left unmatched, given to an invoice by a person. */
export const assignCreditValidator = vine.create({
  invoiceId: vine
    .number()
    .withoutDecimals()
    .positive()
    .max(2 ** 31 - 1),
})
