import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Payments (docs/decisions/payments.md): one row per bank statement entry or Stripe event,
| `reference` unique (`camt:{account}:{entry}` or `stripe:{event id}`), so a statement imported
| again or a webhook delivered again records nothing twice. A bank credit that matched no
| invoice is kept with `invoice_id` null, for staff to look at. Amounts in minor units.
| `invoices.paid_minor` is the sum of the invoice's payments, raised in the transaction that
| records one; `paid_at` is set once it reaches the total.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('payments', (table) => {
      table.increments('id').notNullable()
      table
        .integer('invoice_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('invoices')
        .onDelete('RESTRICT')
      // bank | card
      table.string('method', 10).notNullable()
      table.string('reference', 200).notNullable().unique()
      table.bigInteger('amount_minor').notNullable()
      table.string('currency', 3).notNullable()
      table.date('paid_on').notNullable()
      table.string('variable_symbol', 10).nullable()
      table.string('payer_name', 200).nullable()
      table.string('remittance', 500).nullable()
      // Why a bank credit was left for a person: unknown_symbol | amount_exceeds | currency
      table.string('unmatched_reason', 20).nullable()
      table
        .integer('recorded_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('created_at').notNullable()
      table.index(['invoice_id'])
    })
    this.schema.alterTable('invoices', (table) => {
      table.bigInteger('paid_minor').notNullable().defaultTo(0)
    })
  }

  async down() {
    this.schema.dropTable('payments')
    // The plain statement both databases know: knex's SQLite form copies the table, which the
    // invoice lines' foreign key refuses.
    this.schema.raw('alter table invoices drop column paid_minor')
  }
}
