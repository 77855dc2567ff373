import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| A client's billing details (one per account), entered once in settings and copied onto each
| invoice when it is issued, so a later change never alters an issued invoice.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('billing_profiles', (table) => {
      table.increments('id').notNullable()
      table
        .integer('user_id')
        .unsigned()
        .notNullable()
        .unique()
        .references('id')
        .inTable('users')
        .onDelete('CASCADE')
      table.string('kind', 10).notNullable()
      table.string('name', 200).notNullable()
      table.string('street', 200).notNullable()
      table.string('postal_code', 20).notNullable()
      table.string('city', 100).notNullable()
      table.string('country', 2).notNullable()
      table.string('company_number', 20).nullable()
      table.string('tax_number', 20).nullable()
      table.string('vat_id', 20).nullable()
      table.string('email', 254).nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
    })
  }

  async down() {
    this.schema.dropTable('billing_profiles')
  }
}
