import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Invoice from '#models/invoice'
import Payment, { type PaymentMethod, type UnmatchedReason } from '#models/payment'
import { INVOICE_ZONE, issueWithin } from '#actions/invoices/issue_invoice'
import { draftTaxDocument } from '#actions/invoices/advance_invoices'
import { isUniqueViolation } from '#infrastructure/unique_violation'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastInvoiceUpdated } from '#services/invoice_broadcasts'
import { recordNotice } from '#actions/projects/record_notice'
import Project from '#models/project'

export type ReceivedPayment = {
  reference: string
  method: PaymentMethod
  amountMinor: number
  currency: string
  paidOn: string
  variableSymbol?: string | null
  payerName?: string | null
  remittance?: string | null
  recordedById?: number | null
}

/*
| Records one received payment inside `trx`, against `invoiceId` (locked for the rest of the
| transaction) or, when it cannot go there, as an unmatched credit with its reason. The invoice's
| paid sum rises in the same transaction, and `paid_at` is set once it reaches the total, so the
| payment and the paid state are both written or neither. An invoice paid in full says so in its
| project's chat, in the same transaction; whoever may see it hears of the change after commit, so
| their open pages read "Paid on …" at once. `strict`: a bank credit over what is
| still due is left for a person (an overpayment); a card payment Stripe has taken is always the
| invoice's. A payment on an advance invoice gets its tax document issued in the same
| transaction (one per payment: a partial payment has its own). Answers null when the reference
| is recorded already.
*/
export async function recordPayment(
  trx: TransactionClientContract,
  invoiceId: number | null,
  payment: ReceivedPayment,
  { strict }: { strict: boolean }
) {
  const known = await Payment.query({ client: trx }).where('reference', payment.reference).first()
  if (known) return null

  const invoice = invoiceId
    ? await Invoice.query({ client: trx }).where('id', invoiceId).forUpdate().first()
    : null
  let unmatched: UnmatchedReason | null = invoice ? null : 'unknown_symbol'
  if (invoice && invoice.currency !== payment.currency) unmatched = 'currency'
  else if (invoice && strict && payment.amountMinor > invoice.outstandingMinor) {
    unmatched = 'amount_exceeds'
  }

  const row = await Payment.create(
    {
      invoiceId: unmatched ? null : invoice!.id,
      method: payment.method,
      reference: payment.reference,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      paidOn: DateTime.fromISO(payment.paidOn, { zone: INVOICE_ZONE }),
      variableSymbol: payment.variableSymbol ?? null,
      payerName: payment.payerName ?? null,
      remittance: payment.remittance ?? null,
      unmatchedReason: unmatched,
      recordedById: payment.recordedById ?? null,
    },
    { client: trx }
  )
  if (!unmatched && invoice) {
    invoice.paidMinor += payment.amountMinor
    const paidNow =
      !invoice.paidAt && invoice.paidMinor + invoice.creditedMinor >= invoice.totalMinor
    if (paidNow) invoice.paidAt = DateTime.fromISO(payment.paidOn, { zone: INVOICE_ZONE })
    invoice.useTransaction(trx)
    await invoice.save()
    if (paidNow) {
      const project = await Project.findOrFail(invoice.projectId, { client: trx })
      await recordNotice(
        trx,
        project,
        { type: 'invoice_paid', params: { number: invoice.number! } },
        null
      )
    }
    afterCommit(trx, () => broadcastInvoiceUpdated(invoice))
    if (invoice.kind === 'advance') {
      const document = await draftTaxDocument(trx, invoice, row)
      await issueWithin(trx, document.id)
    }
  }
  return row
}

/*
| A transaction that records payments, tried once more when another one recorded the same
| reference at the same moment (the unique index refused it): the second try finds it recorded.
*/
export async function inPaymentTransaction<T>(
  work: (trx: TransactionClientContract) => Promise<T>
) {
  try {
    return await db.transaction(work)
  } catch (error) {
    if (!isUniqueViolation(error)) throw error
    return db.transaction(work)
  }
}
