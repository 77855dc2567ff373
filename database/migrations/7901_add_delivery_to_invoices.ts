import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| How an issued invoice reached its customer (docs/decisions/invoices.md "Sending"): by e-mail
| (when, to whom) and, with a Peppol provider configured, its delivery there (the provider's
| reference, the last status it gave, why it failed). None of it is the invoice's content, which
| stays as issued.
*/
export default class extends BaseSchema {
  protected tableName = 'invoices'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.timestamp('sent_at').nullable()
      table.string('sent_to', 1000).nullable()
      table.string('peppol_status', 12).nullable()
      table.string('peppol_reference', 100).nullable()
      table.string('peppol_error', 500).nullable()
      table.timestamp('peppol_sent_at').nullable()
    })
  }

  /* Plain `ALTER TABLE ... DROP COLUMN` (as 7600 does): the schema builder would rebuild the
     SQLite table, which the rows referring to invoices refuse. */
  async down() {
    for (const column of [
      'sent_at',
      'sent_to',
      'peppol_status',
      'peppol_reference',
      'peppol_error',
      'peppol_sent_at',
    ]) {
      this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN ${column}`)
    }
  }
}
