import env from '#start/env'

const MB = 1024 * 1024

/*
| Payments (docs/decisions/payments.md). Card payments go through Stripe Checkout only when both
| Stripe keys are set; `apiUrl` points the official client at another endpoint (stripe-mock, or
| the tests' local one). Bank statements: camt.053 files up to `statementMaxBytes`.
*/
const paymentsConfig = {
  stripe: {
    secretKey: env.get('STRIPE_SECRET_KEY') ?? null,
    webhookSecret: env.get('STRIPE_WEBHOOK_SECRET') ?? null,
    apiUrl: env.get('STRIPE_API_URL') ?? null,
  } as { secretKey: string | null; webhookSecret: string | null; apiUrl: string | null },
  statementMaxBytes: 5 * MB,
  // Days after the due date when an unpaid invoice's owner is reminded (REMINDER_DAYS, "3,10,20").
  reminderDays: env
    .get('REMINDER_DAYS', '3,10,20')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((days) => Number.isInteger(days) && days > 0)
    .sort((a, b) => a - b),
}

export default paymentsConfig
