import { InvoiceSchema } from '#database/schema'
import { belongsTo, column, hasMany, scope } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { Currency } from '#shared/projects'
import type { BillingDetails } from '#shared/billing'
import {
  isPayableKind,
  PAYABLE_KINDS,
  type InvoiceKind,
  type InvoiceStatus,
  type RateTotal,
  type Supplier,
} from '#shared/invoices'
import Project from '#models/project'
import InvoiceLine from '#models/invoice_line'
import Payment from '#models/payment'

const toNumber = (value: unknown) => Number(value)
const toBoolean = (value: unknown) => value === true || value === 1 || value === '1'

/*
| An invoice or credit note. A draft has no number; issuing (app/actions/invoices/issue_invoice.ts)
| gives it one and freezes the supplier, the customer, the totals and the UBL XML on the row.
*/
export default class Invoice extends InvoiceSchema {
  static table = 'invoices'

  @column()
  declare kind: InvoiceKind

  @column()
  declare status: InvoiceStatus

  @column()
  declare currency: Currency

  @column({ consume: toBoolean })
  declare reverseCharge: boolean

  @column({ consume: toBoolean })
  declare vatPayer: boolean

  @column({ consume: toNumber })
  declare netMinor: number

  @column({ consume: toNumber })
  declare vatMinor: number

  @column({ consume: toNumber })
  declare totalMinor: number

  /* The sum of the invoice's payments (app/actions/invoices/record_payment.ts). */
  @column({ consume: toNumber })
  declare paidMinor: number

  /* The sum of the issued credit notes against the invoice (app/actions/invoices/issue_invoice.ts). */
  @column({ consume: toNumber })
  declare creditedMinor: number

  /*
  | What the client still owes on an issued invoice: its total less what was paid and what its
  | credit notes took back (negative: credited beyond what was left, so owed to the client).
  | A credit note owes nothing itself (it is counted on its invoice), nor does the tax document
  | of a received payment (it records money already paid).
  */
  get outstandingMinor() {
    if (!isPayableKind(this.kind) || this.paidAt) return 0
    return this.totalMinor - this.paidMinor - this.creditedMinor
  }

  /* Issued invoices with something still owed (`outstandingMinor` above zero), in SQL. */
  static owed = scope((query) => {
    query
      .where('status', 'issued')
      .whereIn('kind', [...PAYABLE_KINDS])
      .whereNull('paid_at')
      .whereRaw('total_minor - paid_minor - credited_minor > 0')
  })

  /* The SHA-256 of `ubl_xml` as issued (the naming strategy would look for `ubl_sha_256`). */
  @column({ columnName: 'ubl_sha256' })
  declare ublSha256: string | null

  @belongsTo(() => Project)
  declare project: BelongsTo<typeof Project>

  @belongsTo(() => Invoice, { foreignKey: 'creditedInvoiceId' })
  declare creditedInvoice: BelongsTo<typeof Invoice>

  /* A tax document's advance invoice (the payment it documents was made on it). */
  @belongsTo(() => Invoice, { foreignKey: 'advanceInvoiceId' })
  declare advanceInvoice: BelongsTo<typeof Invoice>

  /* An advance invoice's tax documents, one per payment received on it. */
  @hasMany(() => Invoice, {
    foreignKey: 'advanceInvoiceId',
    onQuery: (query) => query.orderBy('id'),
  })
  declare taxDocuments: HasMany<typeof Invoice>

  @hasMany(() => InvoiceLine, { onQuery: (query) => query.orderBy('position') })
  declare lines: HasMany<typeof InvoiceLine>

  @hasMany(() => Payment, { onQuery: (query) => query.orderBy('paid_on').orderBy('id') })
  declare payments: HasMany<typeof Payment>

  /* The supplier, the customer and the totals per rate, as frozen at issue (JSON documents). */
  get supplierDetails(): Supplier | null {
    return this.supplier ? (JSON.parse(this.supplier) as Supplier) : null
  }

  get customerDetails(): BillingDetails | null {
    return this.customer ? (JSON.parse(this.customer) as BillingDetails) : null
  }

  get rates(): RateTotal[] {
    return this.vatBreakdown ? (JSON.parse(this.vatBreakdown) as RateTotal[]) : []
  }

  get isIssued() {
    return this.status === 'issued'
  }
}
