import { OutboxMailSchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'

export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed'

/* One e-mail in the outbox (database/migrations/1900_create_outbox_mails_table.ts). */
export default class OutboxMail extends OutboxMailSchema {
  static table = 'outbox_mails'

  @column()
  declare state: OutboxState
}
