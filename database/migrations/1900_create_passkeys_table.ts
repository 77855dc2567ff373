import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Passkeys (WebAuthn credentials) a user registered in Settings > Passkeys. Only public data is
| stored: the credential's id and its COSE public key (both base64url), the signature counter
| the authenticator last reported, and the transports it said it can use. They go with the
| account. The counter is a 32-bit unsigned number: a bigint on PostgreSQL (integer is signed).
*/
export default class extends BaseSchema {
  protected tableName = 'passkeys'

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
      table.string('name', 100).notNullable()
      table.string('credential_id', 1024).notNullable().unique()
      table.text('public_key').notNullable()
      table.bigInteger('counter').notNullable().defaultTo(0)
      table.string('transports', 255).nullable()
      table.timestamp('last_used_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['user_id'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
