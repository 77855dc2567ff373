import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Invoices and credit notes (docs/decisions/invoices.md). Money is integer minor units of the
| invoice's currency. A draft has no number; issuing allocates one from `invoice_series` (one
| row per kind and year, its `last_seq` raised inside the issuing transaction), copies the
| supplier and the customer onto the row and stores the UBL XML with its SHA-256. An issued
| row never changes (the issuing action is the only writer of its content), except the paid
| state recorded from a payment.
*/
export default class extends BaseSchema {
  async up() {
    this.schema.createTable('invoice_series', (table) => {
      table.string('kind', 12).notNullable()
      table.integer('year').notNullable()
      table.integer('last_seq').notNullable().defaultTo(0)
      table.primary(['kind', 'year'])
    })

    this.schema.createTable('invoices', (table) => {
      table.increments('id').notNullable()
      table
        .integer('project_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('projects')
        .onDelete('RESTRICT')
      // invoice | credit_note
      table.string('kind', 12).notNullable().defaultTo('invoice')
      // draft | issued
      table.string('status', 10).notNullable().defaultTo('draft')
      table
        .integer('credited_invoice_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('invoices')
        .onDelete('RESTRICT')
      table.string('number', 30).nullable().unique()
      table.integer('year').nullable()
      table.integer('seq').nullable()
      table.string('variable_symbol', 10).nullable()
      table.string('currency', 3).notNullable()
      table.string('locale', 5).notNullable().defaultTo('sk')
      table.date('issue_date').nullable()
      table.date('supply_date').nullable()
      table.date('due_date').nullable()
      // A draft's payment term; issuing turns it into the due date.
      table.integer('due_days').notNullable().defaultTo(14)
      table.boolean('reverse_charge').notNullable().defaultTo(false)
      table.boolean('vat_payer').notNullable().defaultTo(true)
      table.bigInteger('net_minor').notNullable().defaultTo(0)
      table.bigInteger('vat_minor').notNullable().defaultTo(0)
      table.bigInteger('total_minor').notNullable().defaultTo(0)
      // JSON: the supplier and the customer as they were at issue, the totals per rate.
      table.text('supplier').nullable()
      table.text('customer').nullable()
      table.text('vat_breakdown').nullable()
      table.text('note').nullable()
      table.text('ubl_xml').nullable()
      table.string('ubl_sha256', 64).nullable()
      table.timestamp('paid_at').nullable()
      table
        .integer('created_by_id')
        .unsigned()
        .nullable()
        .references('id')
        .inTable('users')
        .onDelete('SET NULL')
      table.timestamp('issued_at').nullable()
      table.timestamp('created_at').notNullable()
      table.timestamp('updated_at').notNullable()
      table.unique(['kind', 'year', 'seq'])
      table.index(['project_id', 'created_at'])
      table.index(['variable_symbol'])
    })

    this.schema.createTable('invoice_lines', (table) => {
      table.increments('id').notNullable()
      table
        .integer('invoice_id')
        .unsigned()
        .notNullable()
        .references('id')
        .inTable('invoices')
        .onDelete('CASCADE')
      table.integer('position').notNullable()
      table.string('description', 500).notNullable()
      // Thousandths of a unit, so 1.5 hours is 1500.
      table.integer('quantity_milli').notNullable()
      table.string('unit', 10).notNullable().defaultTo('pcs')
      table.bigInteger('unit_price_minor').notNullable()
      // Hundredths of a percent, so 23 % is 2300.
      table.integer('vat_rate_bp').notNullable()
      table.bigInteger('net_minor').notNullable()
      table.index(['invoice_id', 'position'])
    })
  }

  async down() {
    this.schema.dropTable('invoice_lines')
    this.schema.dropTable('invoices')
    this.schema.dropTable('invoice_series')
  }
}
