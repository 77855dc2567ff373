import { DateTime } from 'luxon'
import { BaseModel, belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

export type InboundMailStatus =
  'processing' | 'accepted' | 'ignored' | 'refused' | 'bounce' | 'quarantined' | 'discarded'

/*
| One received e-mail (database/migrations/6100_create_inbound_mails_table.ts and 7400): the
| pipeline (app/services/inbound_mail.ts) writes it, the back office's log reads it. `raw` is
| kept only while the message waits in quarantine, so it is never selected for the list.
*/
export default class InboundMail extends BaseModel {
  static table = 'inbound_mails'

  @column({ isPrimary: true })
  declare id: number

  @column()
  declare messageId: string

  @column()
  declare fromAddress: string

  @column()
  declare toAddress: string

  @column()
  declare subject: string

  @column()
  declare status: InboundMailStatus

  @column()
  declare reason: string | null

  @column()
  declare source: string

  @column()
  declare authentication: string | null

  @column()
  declare threadKind: string | null

  @column()
  declare threadId: number | null

  @column()
  declare postedMessageId: number | null

  @column()
  declare decidedById: number | null

  @belongsTo(() => User, { foreignKey: 'decidedById' })
  declare decidedBy: BelongsTo<typeof User>

  @column.dateTime()
  declare decidedAt: DateTime | null

  @column.dateTime({ autoCreate: true })
  declare createdAt: DateTime

  @column.dateTime({ autoCreate: true, autoUpdate: true })
  declare updatedAt: DateTime
}
