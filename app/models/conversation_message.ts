import { ConversationMessageSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import type { MessageSender } from '#shared/consulting'
import User from '#models/user'
import Conversation from '#models/conversation'

/* One message of an inbox thread: the visitor's (or client's), or a team member's. */
export default class ConversationMessage extends ConversationMessageSchema {
  @column()
  declare sender: MessageSender

  // SQLite answers 0/1.
  @column({ consume: (value) => Boolean(value) })
  declare byEmail: boolean

  @belongsTo(() => User, { foreignKey: 'authorId' })
  declare author: BelongsTo<typeof User>

  @belongsTo(() => Conversation)
  declare conversation: BelongsTo<typeof Conversation>
}
