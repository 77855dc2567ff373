import Stripe from 'stripe'
import paymentsConfig from '#config/payments'

/*
| The one place the product talks to Stripe (docs/decisions/payments.md), through Stripe's own
| `stripe` package: a Checkout Session for an invoice's remaining amount, and the webhook's
| events read only after their signature is verified with the webhook secret. Nothing else in
| the code imports `stripe`.
*/
export function stripeConfigured() {
  const { secretKey, webhookSecret } = paymentsConfig.stripe
  return Boolean(secretKey && webhookSecret)
}

let made: { key: string; url: string | null; client: Stripe } | undefined
function client() {
  const { secretKey, apiUrl } = paymentsConfig.stripe
  if (made && made.key === secretKey && made.url === apiUrl) return made.client
  const endpoint = apiUrl ? new URL(apiUrl) : null
  const stripe = new Stripe(secretKey!, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    telemetry: false,
    ...(endpoint
      ? {
          host: endpoint.hostname,
          port: endpoint.port || (endpoint.protocol === 'http:' ? 80 : 443),
          protocol: endpoint.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  })
  made = { key: secretKey!, url: apiUrl, client: stripe }
  return stripe
}

export type CheckoutRequest = {
  invoiceId: number
  number: string
  amountMinor: number
  currency: string
  email: string
  locale: string
  successUrl: string
  cancelUrl: string
}

/* A hosted Checkout page for paying what is still due on an invoice: its address. */
export async function createCheckout(request: CheckoutRequest) {
  const session = await client().checkout.sessions.create({
    mode: 'payment',
    customer_email: request.email,
    locale: request.locale as 'auto',
    client_reference_id: String(request.invoiceId),
    metadata: { invoiceId: String(request.invoiceId) },
    payment_intent_data: { metadata: { invoiceId: String(request.invoiceId) } },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: request.currency.toLowerCase(),
          unit_amount: request.amountMinor,
          product_data: { name: request.number },
        },
      },
    ],
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  })
  return { id: session.id, url: session.url ?? null }
}

export class WebhookSignatureError extends Error {}

export type CardPayment = {
  eventId: string
  invoiceId: number
  amountMinor: number
  currency: string
  paidAt: Date
}

/*
| A webhook delivery, verified against `STRIPE_WEBHOOK_SECRET` (and Stripe's five-minute
| tolerance, so an old delivery replayed is refused), as the card payment it reports, or null for
| an event that pays nothing (another type, a session not paid yet).
*/
export function cardPaymentOf(rawBody: string, signature: string): CardPayment | null {
  let event: ReturnType<Stripe['webhooks']['constructEvent']>
  try {
    event = client().webhooks.constructEvent(
      rawBody,
      signature,
      paymentsConfig.stripe.webhookSecret!
    )
  } catch {
    throw new WebhookSignatureError('Stripe signature refused')
  }
  if (
    event.type !== 'checkout.session.completed' &&
    event.type !== 'checkout.session.async_payment_succeeded'
  ) {
    return null
  }
  const session = event.data.object as {
    payment_status?: string
    amount_total?: number | null
    currency?: string | null
    metadata?: Record<string, string> | null
  }
  const invoiceId = Number(session.metadata?.invoiceId)
  if (session.payment_status !== 'paid' || !Number.isSafeInteger(invoiceId) || invoiceId < 1) {
    return null
  }
  if (!Number.isSafeInteger(session.amount_total) || !session.currency) return null
  return {
    eventId: event.id,
    invoiceId,
    amountMinor: session.amount_total!,
    currency: session.currency.toUpperCase(),
    paidAt: new Date(event.created * 1000),
  }
}
