import { OfferSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import { DateTime } from 'luxon'
import {
  isOfferExpired,
  offerAmount,
  type DeliveryState,
  type OfferAnswer,
  type OfferLineItem,
  type OfferStatus,
} from '#shared/offers'
import type { Currency, Money } from '#shared/projects'
import conversationsConfig from '#config/conversations'
import User from '#models/user'
import OfferEvent from '#models/offer_event'

/* PostgreSQL hands bigint columns over as strings; prices fit a JS number exactly. */
const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value))

export default class Offer extends OfferSchema {
  static table = 'offers'

  @column()
  declare status: OfferStatus

  @column()
  declare deliveryState: DeliveryState | null

  @column()
  declare answer: OfferAnswer | null

  @column()
  declare currency: Currency

  @column({ consume: toNumber })
  declare priceMinor: number | null

  // SQLite hands booleans over as 0 and 1.
  @column({ consume: (value: unknown) => Boolean(value) })
  declare remindersOff: boolean

  @belongsTo(() => User, { foreignKey: 'createdById' })
  declare createdBy: BelongsTo<typeof User>

  @hasMany(() => OfferEvent)
  declare events: HasMany<typeof OfferEvent>

  get isDraft() {
    return this.status === 'draft'
  }

  /*
  | The line items, kept as one JSON document in `line_items` (database/migrations/5980_…);
  | none is stored as null.
  */
  get items(): OfferLineItem[] {
    return this.lineItems ? (JSON.parse(this.lineItems) as OfferLineItem[]) : []
  }

  set items(items: readonly OfferLineItem[]) {
    this.lineItems = items.length ? JSON.stringify(items) : null
  }

  /*
  | The offer's amount (the sum of its line items, else its price; shared/offers.ts
  | `offerAmount`) with its currency, or null when it names none. The staff list and every
  | recipient's screen read this one getter.
  */
  get amount(): Money | null {
    const minor = offerAmount({ lineItems: this.items, priceMinor: this.priceMinor })
    return minor === null ? null : { minor, currency: this.currency }
  }

  /* Past its valid-until day in the company's time zone: shown as such, and not answerable. */
  get isExpired() {
    const today = DateTime.now().setZone(conversationsConfig.timeZone).toISODate()!
    return isOfferExpired(this.validUntil?.toISODate() ?? null, today)
  }
}
