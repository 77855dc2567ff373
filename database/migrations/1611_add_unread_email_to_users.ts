import { BaseSchema } from '@adonisjs/lucid/schema'

/* Settings > Notifications: e-mail me about unread chat messages (the away digest). On by default. */
export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.boolean('email_unread_messages').notNullable().defaultTo(true)
    })
  }

  async down() {
    this.schema.alterTable(this.tableName, (table) => {
      table.dropColumn('email_unread_messages')
    })
  }
}
