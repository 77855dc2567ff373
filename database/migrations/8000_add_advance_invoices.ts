import { BaseSchema } from '@adonisjs/lucid/schema'

/*
| Advance invoices and the tax documents for received payments (docs/decisions/invoices.md
| "Advance invoices"): a tax document names the advance invoice it answers and the payment it
| documents (one per payment, so a payment recorded twice cannot make two); a plan revision
| names the advance invoice prepared for its deposit; a final invoice's deduction line names
| the tax document it deducts.
|
| Plain `ALTER TABLE ... ADD COLUMN ... REFERENCES` on both databases: SQLite then adds the
| column in place, where the schema builder would copy the tables (dropping the invoices'
| search-index triggers, and refused by the rows that refer to invoices).
*/
const COLUMNS: [table: string, column: string, references: string][] = [
  ['invoices', 'advance_invoice_id', 'invoices'],
  ['invoices', 'payment_id', 'payments'],
  ['plan_revisions', 'advance_invoice_id', 'invoices'],
  ['invoice_lines', 'deducts_invoice_id', 'invoices'],
]

export default class extends BaseSchema {
  async up() {
    for (const [table, column, references] of COLUMNS) {
      const onDelete = table === 'invoices' ? 'RESTRICT' : 'SET NULL'
      this.schema.raw(
        `ALTER TABLE ${table} ADD COLUMN ${column} integer NULL REFERENCES ${references}(id) ON DELETE ${onDelete}`
      )
    }
    this.schema.raw('CREATE UNIQUE INDEX invoices_payment_id_unique ON invoices (payment_id)')
    this.schema.raw(
      'CREATE INDEX invoices_advance_invoice_id_index ON invoices (advance_invoice_id)'
    )
    this.schema.raw(
      'CREATE INDEX invoice_lines_deducts_invoice_id_index ON invoice_lines (deducts_invoice_id)'
    )
  }

  async down() {
    this.schema.raw('DROP INDEX invoice_lines_deducts_invoice_id_index')
    this.schema.raw('DROP INDEX invoices_advance_invoice_id_index')
    this.schema.raw('DROP INDEX invoices_payment_id_unique')
    for (const [table, column] of COLUMNS.toReversed()) {
      this.schema.raw(`ALTER TABLE ${table} DROP COLUMN ${column}`)
    }
  }
}
