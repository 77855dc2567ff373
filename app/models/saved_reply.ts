import { SavedReplySchema } from '#database/schema'
import { belongsTo } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'

/* One of the team's short answers, in one language, inserted with "/" in an inbox reply. */
export default class SavedReply extends SavedReplySchema {
  @belongsTo(() => User, { foreignKey: 'createdById' })
  declare createdBy: BelongsTo<typeof User>
}
