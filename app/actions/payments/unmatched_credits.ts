import Invoice from '#models/invoice'
import Payment from '#models/payment'

/* Bank credits no invoice took, newest first, for staff to look at on /invoices. */
export function unmatchedCredits() {
  return Payment.query()
    .whereNull('invoice_id')
    .orderBy('paid_on', 'desc')
    .orderBy('id', 'desc')
    .limit(200)
}

/* The invoices an unmatched credit can be given to: issued, something still owed, oldest first. */
export function assignableInvoices() {
  return Invoice.query()
    .withScopes((scopes) => scopes.owed())
    .preload('project')
    .orderBy('due_date', 'asc')
    .orderBy('id', 'asc')
    .limit(200)
}
