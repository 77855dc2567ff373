import { OfferEventSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { OfferEventType } from '#shared/offers'
import User from '#models/user'
import StoredFile from '#models/stored_file'

export default class OfferEvent extends OfferEventSchema {
  static table = 'offer_events'

  @column()
  declare type: OfferEventType

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  /* Files the recipient e-mailed with an `emailed_reply` (app/actions/offers/offer_files.ts). */
  @hasMany(() => StoredFile, { foreignKey: 'offerEventId' })
  declare files: HasMany<typeof StoredFile>
}
