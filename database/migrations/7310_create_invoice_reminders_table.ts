import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Payment reminders sent for an overdue invoice (docs/decisions/payments.md): one row per invoice
| and stage (days after the due date), unique, so a reminder is never sent twice.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('invoice_reminders', (table) => {
      table.increments('id').notNullable()
      table
        .integer('invoice_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('invoices')
        .onDelete('CASCADE')
      table.integer('stage_days').notNullable()
      table.timestamp('created_at').notNullable()
      table.unique(['invoice_id', 'stage_days'])
    })
  }

  async down() {
    this.schema.dropTable('invoice_reminders')
  }
}
