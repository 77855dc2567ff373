import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import invoicesConfig from '#config/invoices'
import { formatInvoiceNumber, type InvoiceKind } from '#shared/invoices'
import { run } from '#data/run'
import { NEXT_INVOICE_SEQ } from '#data/invoice_series_next'

/*
| The next number of a series (one per kind and calendar year), taken inside the transaction
| that issues the document. The upsert raises the counter and returns it in one statement; the
| row stays locked until the transaction ends (PostgreSQL's row lock, SQLite's write lock), so
| two issuers never get the same number, and a rolled-back issue gives its number back: no gap.
*/
export async function nextNumber(trx: TransactionClientContract, kind: InvoiceKind, year: number) {
  const rows = await run(NEXT_INVOICE_SEQ, [kind, year], trx)
  const seq = Number(rows[0].last_seq)
  const prefix = {
    invoice: invoicesConfig.invoicePrefix,
    credit_note: invoicesConfig.creditNotePrefix,
    advance: invoicesConfig.advancePrefix,
    advance_tax: invoicesConfig.advanceTaxPrefix,
  }[kind]
  return { seq, number: formatInvoiceNumber(prefix, year, seq) }
}
