import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Invoice from '#models/invoice'
import InvoiceLine from '#models/invoice_line'
import Project from '#models/project'
import type User from '#models/user'
import invoicesConfig from '#config/invoices'
import { computeTotals, type InvoiceKind, type LineInput } from '#shared/invoices'
import { InvoiceRuleError } from '#actions/invoices/invoice_rule_error'
import { refreshDeductions } from '#actions/invoices/advance_invoices'

export type DraftInput = {
  projectId: number
  lines: LineInput[]
  dueDays?: number
  supplyDate?: string | null
  note?: string | null
  creditedInvoiceId?: number | null
  /* `invoice` unless said; a credit note is made by naming `creditedInvoiceId`. */
  kind?: Exclude<InvoiceKind, 'credit_note'>
  /* A tax document for a received payment: the advance invoice and the payment. */
  advanceInvoiceId?: number
  paymentId?: number
}

/*
| A draft invoice (or a credit note referring to an issued invoice), with its lines, in one
| transaction. Its totals are shown at the standard rates; issuing recomputes them for the
| customer as they are then (reverse charge, a supplier who is not a VAT payer). Inside another
| change (a milestone accepted) pass its `trx`, and no author when nobody on staff typed it.
| An invoice gets the lines deducting what the project paid in advance (advance_invoices.ts).
*/
export async function createDraft(
  staff: User | null,
  input: DraftInput,
  options: { trx?: TransactionClientContract } = {}
) {
  const run = <T>(work: (trx: TransactionClientContract) => Promise<T>) =>
    options.trx ? work(options.trx) : db.transaction(work)
  return run(async (trx) => {
    const project = await Project.findOrFail(input.projectId, { client: trx })
    let credited: Invoice | null = null
    if (input.creditedInvoiceId) {
      credited = await Invoice.find(input.creditedInvoiceId, { client: trx })
      if (!credited || !credited.isIssued || credited.kind !== 'invoice') {
        throw new InvoiceRuleError('notIssued')
      }
    }
    const totals = computeTotals(input.lines)
    const invoice = await Invoice.create(
      {
        projectId: credited?.projectId ?? project.id,
        kind: credited ? 'credit_note' : (input.kind ?? 'invoice'),
        advanceInvoiceId: input.advanceInvoiceId ?? null,
        paymentId: input.paymentId ?? null,
        status: 'draft',
        creditedInvoiceId: credited?.id ?? null,
        currency: credited?.currency ?? project.currency,
        dueDays: input.dueDays ?? invoicesConfig.dueDays,
        supplyDate: input.supplyDate ? DateTime.fromISO(input.supplyDate) : null,
        note: input.note ?? null,
        netMinor: totals.netMinor,
        vatMinor: totals.vatMinor,
        totalMinor: totals.totalMinor,
        vatPayer: invoicesConfig.supplier.vatPayer,
        createdById: staff?.id ?? null,
      },
      { client: trx }
    )
    await InvoiceLine.createMany(
      input.lines.map((line, position) => ({
        invoiceId: invoice.id,
        position,
        description: line.description,
        quantityMilli: line.quantityMilli,
        unit: line.unit,
        unitPriceMinor: line.unitPriceMinor,
        vatRateBp: line.vatRateBp,
        netMinor: totals.lines[position],
      })),
      { client: trx }
    )
    if (invoice.kind === 'invoice') {
      const lines = await refreshDeductions(trx, invoice)
      const after = computeTotals(lines)
      invoice.merge({
        netMinor: after.netMinor,
        vatMinor: after.vatMinor,
        totalMinor: after.totalMinor,
      })
      await invoice.useTransaction(trx).save()
    }
    return invoice
  })
}

/* Only a draft goes; an issued invoice is corrected by a credit note. */
export async function deleteDraft(invoice: Invoice) {
  if (invoice.status !== 'draft') throw new InvoiceRuleError('immutable')
  await db.transaction(async (trx) => {
    const deleted = await trx.from('invoices').where({ id: invoice.id, status: 'draft' }).delete()
    if (Number(deleted) === 0) throw new InvoiceRuleError('immutable')
  })
}
