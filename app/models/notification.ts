import { NotificationSchema } from '#database/schema'
import { belongsTo, column } from '@adonisjs/lucid/orm'
import type { BelongsTo } from '@adonisjs/lucid/types/relations'
import User from '#models/user'
import type { NotificationData, NotificationKind } from '#shared/notifications'

/* One line of a user's bell: several events about the same thing bundled while unread. */
export default class Notification extends NotificationSchema {
  static table = 'notifications'

  @column()
  declare kind: NotificationKind

  @belongsTo(() => User)
  declare user: BelongsTo<typeof User>

  /* The words' parameters, kept as JSON text (SQLite and PostgreSQL alike). */
  get details(): NotificationData {
    try {
      return JSON.parse(this.data || '{}') as NotificationData
    } catch {
      return {}
    }
  }

  set details(details: NotificationData) {
    this.data = JSON.stringify(details)
  }
}
