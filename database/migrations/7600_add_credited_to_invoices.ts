import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| What the issued credit notes against an invoice add up to (`credited_minor`), kept on the
| invoice like `paid_minor` and raised in the transaction that issues the credit note, so what is
| still owed (total − paid − credited) is one expression for lists, dashboards, reminders and
| payments. Existing credit notes are counted in. The down migration drops the column with plain
| `ALTER TABLE ... DROP COLUMN` (as 7500 does): the schema builder would rebuild the SQLite table.
*/
export default class extends BaseSchema {
  protected tableName = 'invoices'

  async up() {
    this.schema.alterTable(this.tableName, (table) => {
      table.bigInteger('credited_minor').notNullable().defaultTo(0)
    })
    this.defer(async (db) => {
      await db.rawQuery(
        `UPDATE invoices SET credited_minor = (
           SELECT COALESCE(SUM(notes.total_minor), 0) FROM invoices notes
           WHERE notes.credited_invoice_id = invoices.id
             AND notes.kind = 'credit_note' AND notes.status = 'issued'
         ) WHERE kind = 'invoice'`
      )
    })
  }

  async down() {
    this.schema.raw(`ALTER TABLE ${this.tableName} DROP COLUMN credited_minor`)
  }
}
