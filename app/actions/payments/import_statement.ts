import Invoice from '#models/invoice'
import { PAYABLE_KINDS } from '#shared/invoices'
import type User from '#models/user'
import { parseStatement } from '#actions/payments/camt053'
import { inPaymentTransaction, recordPayment } from '#actions/payments/record_payment'

export type ImportSummary = { matched: number; unmatched: number; known: number }

/*
| A camt.053 statement's booked credits recorded in one transaction: each matched to the issued
| invoice whose variable symbol it carries, when its currency is the invoice's and its amount is
| at most what is still due (less is a partial payment). The rest are kept unmatched for staff.
| An entry recorded before (the same statement again, or an overlapping one) is counted, not
| recorded again. A bad file throws StatementError before anything is written.
*/
export async function importStatement(xml: string, staff: User): Promise<ImportSummary> {
  const credits = parseStatement(xml)
  return inPaymentTransaction(async (trx) => {
    const summary: ImportSummary = { matched: 0, unmatched: 0, known: 0 }
    for (const credit of credits) {
      const invoice = credit.variableSymbol
        ? await Invoice.query({ client: trx })
            .whereIn('kind', [...PAYABLE_KINDS])
            .where({ status: 'issued', variableSymbol: credit.variableSymbol })
            .select('id')
            .first()
        : null
      const payment = await recordPayment(
        trx,
        invoice?.id ?? null,
        {
          reference: credit.reference,
          method: 'bank',
          amountMinor: credit.amountMinor,
          currency: credit.currency,
          paidOn: credit.bookedOn,
          variableSymbol: credit.variableSymbol,
          payerName: credit.payerName,
          remittance: credit.remittance,
          recordedById: staff.id,
        },
        { strict: true }
      )
      if (!payment) summary.known++
      else if (payment.invoiceId) summary.matched++
      else summary.unmatched++
    }
    return summary
  })
}
