import { BaseSchema } from '@adonisjs/lucid/schema'

export default class extends BaseSchema {
  protected tableName = 'users'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('full_name', 100).notNullable()
      // Stored lower-cased, so the unique index is case-insensitive on every database.
      table.string('email', 254).notNullable().unique()
      table.string('password').notNullable()
      table.string('role', 20).notNullable().defaultTo('client')
      table.string('locale', 5).notNullable().defaultTo('en')
      table.timestamp('email_verified_at').nullable()
      table.timestamp('terms_accepted_at').nullable()
      table.text('two_factor_secret').nullable()
      table.text('two_factor_recovery_codes').nullable()
      table.timestamp('two_factor_confirmed_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').nullable()
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
