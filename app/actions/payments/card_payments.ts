import { DateTime } from 'luxon'
import type Invoice from '#models/invoice'
import type User from '#models/user'
import { INVOICE_ZONE } from '#actions/invoices/issue_invoice'
import { inPaymentTransaction, recordPayment } from '#actions/payments/record_payment'
import { cardPaymentOf, createCheckout } from '#infrastructure/stripe_checkout'

/* A Checkout Session for what is still owed on `invoice`, in the payer's language: its URL. */
export async function payByCard(
  invoice: Invoice,
  payer: User,
  urls: { successUrl: string; cancelUrl: string }
) {
  const session = await createCheckout({
    invoiceId: invoice.id,
    number: invoice.number!,
    amountMinor: invoice.outstandingMinor,
    currency: invoice.currency,
    email: payer.email,
    locale: payer.locale ?? 'auto',
    ...urls,
  })
  if (!session.url) throw new Error('Stripe answered a Checkout Session without a URL')
  return session.url
}

/*
| A verified Stripe delivery recorded as the invoice's card payment, once per event id (a
| delivery retried or replayed answers false). The invoice is marked paid only here.
*/
export async function recordCardPayment(rawBody: string, signature: string) {
  const card = cardPaymentOf(rawBody, signature)
  if (!card) return false
  const payment = await inPaymentTransaction((trx) =>
    recordPayment(
      trx,
      card.invoiceId,
      {
        reference: `stripe:${card.eventId}`,
        method: 'card',
        amountMinor: card.amountMinor,
        currency: card.currency,
        paidOn: DateTime.fromJSDate(card.paidAt).setZone(INVOICE_ZONE).toISODate()!,
        remittance: card.eventId,
      },
      { strict: false }
    )
  )
  return Boolean(payment)
}
