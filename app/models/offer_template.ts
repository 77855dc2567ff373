import { OfferTemplateSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { OfferLineItem, OfferLocale } from '#shared/offers'
import type { Currency } from '#shared/projects'
import User from '#models/user'

/* PostgreSQL hands bigint columns over as strings; prices fit a JS number exactly. */
const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value))

/*
| What staff start an offer from, in one language: the offer's texts and terms and a validity in
| days. Choosing one copies it into the compose form; no offer keeps a link to it.
*/
export default class OfferTemplate extends OfferTemplateSchema {
  static table = 'offer_templates'

  @column()
  declare locale: OfferLocale

  @column()
  declare currency: Currency

  @column({ consume: toNumber })
  declare priceMinor: number | null

  @column({ consume: toNumber })
  declare validDays: number | null

  @belongsTo(() => User, { foreignKey: 'createdById' })
  declare createdBy: BelongsTo<typeof User>

  /* The line items as one JSON document in `line_items`, like an offer's; none is null. */
  get items(): OfferLineItem[] {
    return this.lineItems ? (JSON.parse(this.lineItems) as OfferLineItem[]) : []
  }

  set items(items: readonly OfferLineItem[]) {
    this.lineItems = items.length ? JSON.stringify(items) : null
  }
}
