import Payment from '#models/payment'

/* Bank credits no invoice took, newest first, for staff to look at on /invoices. */
export function unmatchedCredits() {
  return Payment.query()
    .whereNull('invoice_id')
    .orderBy('paid_on', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
}
