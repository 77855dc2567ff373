import { ConversationMessageSchema } from '#database/schema'
import { belongsTo, column, hasMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany } from '@adonisjs/lucid/types/relations'
import type { MessageSender } from '#shared/conversations'
import User from '#models/user'
import Conversation from '#models/conversation'
import StoredFile from '#models/stored_file'

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

  /* Files sent with it (same table and store as a project's, DESIGN.md "Files"). */
  @hasMany(() => StoredFile, { foreignKey: 'conversationMessageId' })
  declare attachments: HasMany<typeof StoredFile>
}
