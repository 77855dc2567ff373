import { PaymentSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import Invoice from '#models/invoice'

/* PostgreSQL hands bigint columns over as strings; amounts fit a JS number exactly. */
const toNumber = (value: unknown) => Number(value)

export type PaymentMethod = 'bank' | 'card'
export type UnmatchedReason = 'unknown_symbol' | 'amount_exceeds' | 'currency'

/*
| A payment received: a bank statement's credit entry or a Stripe Checkout event, recorded once
| per `reference` (app/actions/invoices/record_payment.ts). A bank credit no invoice took has no
| invoice and says why (`unmatchedReason`).
*/
export default class Payment extends PaymentSchema {
  static table = 'payments'

  @column()
  declare method: PaymentMethod

  @column({ consume: toNumber })
  declare amountMinor: number

  @column()
  declare unmatchedReason: UnmatchedReason | null

  @belongsTo(() => Invoice)
  declare invoice: BelongsTo<typeof Invoice>
}
