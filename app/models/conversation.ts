import { ConversationSchema } from '#database/schema'
import { belongsTo, column, hasMany, manyToMany } from '@adonisjs/lucid/orm'
import type { BelongsTo, HasMany, ManyToMany } from '@adonisjs/lucid/types/relations'
import type { ConversationKind, ConversationStatus } from '#shared/conversations'
import User from '#models/user'
import ConversationMessage from '#models/conversation_message'
import ConversationLabel from '#models/conversation_label'

/*
| One thread of the inbox: a conversation (a visitor's, held by a token, or a
| client's) or a contact-form message with the team's e-mailed answers.
*/
export default class Conversation extends ConversationSchema {
  @column()
  declare kind: ConversationKind

  @column()
  declare status: ConversationStatus

  @column({ serializeAs: null })
  declare tokenHash: string | null

  // SQLite answers 0/1.
  @column({ consume: (value) => Boolean(value) })
  declare unread: boolean

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  @belongsTo(() => User, { foreignKey: 'assignedToId' })
  declare assignedTo: BelongsTo<typeof User>

  @hasMany(() => ConversationMessage)
  declare messages: HasMany<typeof ConversationMessage>

  /* The team's labels on it: staff only, never in what the person's pages receive. */
  @manyToMany(() => ConversationLabel, {
    pivotTable: 'conversation_label_links',
    pivotForeignKey: 'conversation_id',
    pivotRelatedForeignKey: 'label_id',
  })
  declare labels: ManyToMany<typeof ConversationLabel>

  // SQLite answers 0/1.
  @column({ consume: (value) => Boolean(value) })
  declare ratingEnabled: boolean

  /* The person is asked to rate it: a chat the team closed, the prompt not switched off. */
  get ratingOffered() {
    // A row just inserted has not read back its default (on) yet.
    return (
      this.kind === 'chat' &&
      this.status === 'closed' &&
      this.ratingEnabled !== false &&
      !this.blockedAt
    )
  }

  get isBlocked() {
    return !!this.blockedAt
  }

  /* Who the team is talking to: the account's name once the visitor signed up. */
  get displayName(): string | null {
    return this.user?.fullName ?? this.visitorName ?? null
  }

  get displayEmail(): string | null {
    return this.user?.email ?? this.visitorEmail ?? null
  }
}
