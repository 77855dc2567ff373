import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| One browser's web push subscription (issue 25): where the push service accepts messages for it
| (`endpoint`, unique: a browser holds one subscription per VAPID key) and the keys the payload is
| encrypted with (RFC 8291: the P-256 `public_key` and the `auth_secret`). The user agent names the device in settings; `last_success_at` is
| when a push was last accepted for it. Removed with the user, when the browser turns it off, or
| when the push service answers 404/410.
*/
export default class extends BaseSchema {
  protected tableName = 'push_subscriptions'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.text('endpoint').notNullable().unique()
      table.string('public_key', 255).notNullable()
      table.string('auth_secret', 255).notNullable()
      table.string('user_agent', 512).nullable()
      // The session that turned it on (its socket tag): when that session ends, so does the push.
      table.string('session_tag', 64).nullable().index()
      table.timestamp('last_success_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
