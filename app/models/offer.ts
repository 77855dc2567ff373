import { OfferSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { DeliveryState, OfferAnswer, OfferStatus } from '#shared/offers'
import User from '#models/user'
import OfferEvent from '#models/offer_event'

export default class Offer extends OfferSchema {
  static table = 'offers'

  @column()
  declare status: OfferStatus

  @column()
  declare deliveryState: DeliveryState | null

  @column()
  declare answer: OfferAnswer | null

  @belongsTo(() => User, { foreignKey: 'createdById' })
  declare createdBy: BelongsTo<typeof User>

  @hasMany(() => OfferEvent)
  declare events: HasMany<typeof OfferEvent>

  get isDraft() {
    return this.status === 'draft'
  }
}
