import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Offer templates (issue 43): what staff start an offer from, one language each. A template holds
| the offer's texts and terms, and a validity in days rather than a day (the composer turns it into
| "valid until" from the day the offer is written). No offer refers to its template: choosing one
| copies it into the form, so changing or deleting a template never touches an offer.
*/
export default class extends BaseSchema {
  protected tableName = 'offer_templates'

  async up() {
    this.schema.createTable(this.tableName, (table) => {
      table.increments('id').notNullable()
      table.string('name', 100).notNullable()
      table.string('locale', 5).notNullable()
      table.string('subject', 200).notNullable().defaultTo('')
      table.string('greeting', 200).notNullable().defaultTo('')
      table.string('salutation', 200).notNullable().defaultTo('')
      table.text('content').notNullable().defaultTo('')
      table.string('currency', 3).notNullable().defaultTo('EUR')
      table.bigInteger('price_minor').nullable()
      table.string('timeline', 200).nullable()
      table.integer('valid_days').nullable()
      table.text('line_items').nullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.index(['locale', 'name'])
    })
  }

  async down() {
    this.schema.dropTable(this.tableName)
  }
}
