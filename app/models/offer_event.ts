import { OfferEventSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { OfferEventType } from '#shared/offers'
import User from '#models/user'

export default class OfferEvent extends OfferEventSchema {
  static table = 'offer_events'

  @column()
  declare type: OfferEventType

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>
}
