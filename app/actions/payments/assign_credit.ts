import Invoice from '#models/invoice'
import Payment from '#models/payment'
import { PAYABLE_KINDS } from '#shared/invoices'
import { inPaymentTransaction, recordPayment } from '#actions/payments/record_payment'

export class CreditRefused extends Error {
  constructor(readonly reason: 'notOpen' | 'currency') {
    super(reason)
  }
}

/*
| A bank credit no invoice took, given by staff to an issued invoice of its currency: recorded
| as that invoice's payment exactly as a matched credit is (the same reference, so nothing is
| counted twice), the unmatched entry gone, in one transaction. A person decided, so a credit
| larger than what is owed is taken whole: the invoice is paid and the payments show the surplus.
| Answers false when the credit is no longer unmatched (assigned in another tab meanwhile).
*/
export async function assignCredit(paymentId: number, invoiceId: number) {
  return inPaymentTransaction(async (trx) => {
    const credit = await Payment.query({ client: trx })
      .where('id', paymentId)
      .whereNull('invoice_id')
      .forUpdate()
      .first()
    if (!credit) return false
    const invoice = await Invoice.query({ client: trx })
      .where({ id: invoiceId, status: 'issued' })
      .whereIn('kind', [...PAYABLE_KINDS])
      .first()
    if (!invoice) throw new CreditRefused('notOpen')
    if (invoice.currency !== credit.currency) throw new CreditRefused('currency')
    await credit.useTransaction(trx).delete()
    await recordPayment(
      trx,
      invoice.id,
      {
        reference: credit.reference,
        method: credit.method,
        amountMinor: credit.amountMinor,
        currency: credit.currency,
        paidOn: credit.paidOn.toISODate()!,
        variableSymbol: credit.variableSymbol,
        payerName: credit.payerName,
        remittance: credit.remittance,
        recordedById: credit.recordedById,
      },
      { strict: false }
    )
    return true
  })
}
