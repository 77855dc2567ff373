import { InvoiceLineSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'

/* PostgreSQL hands bigint columns over as strings; amounts fit a JS number exactly. */
const toNumber = (value: unknown) => Number(value)

export default class InvoiceLine extends InvoiceLineSchema {
  static table = 'invoice_lines'

  @column({ consume: toNumber })
  declare unitPriceMinor: number

  @column({ consume: toNumber })
  declare netMinor: number
}
