import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Password reset tokens: only a SHA-256 hash of the token is stored, so a leaked table cannot be
| used to reset anyone's password. A token is deleted when used and ignored after 60 minutes.
*/
export default class extends BaseSchema {
  protected tableName = 'password_reset_tokens'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .notNullable()
        .unsigned()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('token_hash', 64).notNullable().unique()
      table.timestamp('expires_at').notNullable()
      table.timestamp('created_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
