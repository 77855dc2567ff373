import { Env } from '@adonisjs/core/env'
import { parseTrustedProxies } from '#infrastructure/trusted_proxies'
import { conversationsPerAddress } from '#services/chat_limit_setting'

/*
| Every variable has a safe default (or is written by scripts/ensure_env.ts) so a fresh clone
| starts without configuration. Process environment overrides .env.
*/
export default await Env.create(new URL('../', import.meta.url), {
  NODE_ENV: Env.schema.enum(['development', 'production', 'test'] as const),
  PORT: Env.schema.number.optional(),
  HOST: Env.schema.string.optional({ format: 'host' }),
  APP_KEY: Env.schema.secret(),
  APP_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  LOG_LEVEL: Env.schema.string.optional(),
  // Slow clients: all request headers within this, the whole request within that (ms).
  HTTP_HEADERS_TIMEOUT_MS: Env.schema.number.optional(),
  HTTP_REQUEST_TIMEOUT_MS: Env.schema.number.optional(),
  // One JSON line per answered request (method, path, status, time, request id).
  LOG_REQUESTS: Env.schema.boolean.optional(),
  // Bearer token for GET /metrics from elsewhere than this machine (unset: loopback only).
  METRICS_TOKEN: Env.schema.string.optional(),
  // Comma-separated proxy addresses/ranges allowed to set X-Forwarded-For (none by default).
  TRUSTED_PROXIES: (key: string, value?: string) => {
    try {
      parseTrustedProxies(value)
    } catch (error) {
      throw new Error(`${key}: ${(error as Error).message}`)
    }
    return value
  },

  PRODUCT_NAME: Env.schema.string.optional(),
  COMPANY_NAME: Env.schema.string.optional(),
  COMPANY_STREET: Env.schema.string.optional(),
  COMPANY_POSTAL_CODE: Env.schema.string.optional(),
  COMPANY_CITY: Env.schema.string.optional(),
  // ISO 3166-1 alpha-2 (SK): pages and e-mails name the country in the reader's language.
  COMPANY_COUNTRY: (name: string, value?: string) => {
    if (value && !/^[A-Za-z]{2}$/.test(value)) {
      throw new Error(`${name} must be a two-letter ISO 3166 code such as SK, not "${value}"`)
    }
    return value
  },
  // Older installations: the address as one line, read when COMPANY_STREET is not set.
  COMPANY_ADDRESS: Env.schema.string.optional(),
  COMPANY_REGISTRATION_NUMBER: Env.schema.string.optional(),
  COMPANY_VAT_NUMBER: Env.schema.string.optional(),
  COMPANY_EMAIL: Env.schema.string.optional(),
  COMPANY_PHONE: Env.schema.string.optional(),
  // Invoicing (config/invoices.ts): the supplier's tax number, bank account and register entry.
  COMPANY_TAX_NUMBER: Env.schema.string.optional(),
  COMPANY_IBAN: Env.schema.string.optional(),
  COMPANY_SWIFT: Env.schema.string.optional(),
  COMPANY_REGISTER: Env.schema.string.optional(),
  COMPANY_VAT_PAYER: Env.schema.boolean.optional(),
  // Letters only: the variable symbol is the number's digits.
  INVOICE_PREFIX: (name: string, value?: string) => invoicePrefix(name, value),
  CREDIT_NOTE_PREFIX: (name: string, value?: string) => invoicePrefix(name, value),
  ADVANCE_INVOICE_PREFIX: (name: string, value?: string) => invoicePrefix(name, value),
  ADVANCE_TAX_PREFIX: (name: string, value?: string) => invoicePrefix(name, value),
  // A milestone's invoice when the owner accepts it: a draft for staff, or issued at once.
  MILESTONE_INVOICE: Env.schema.enum.optional(['draft', 'issue'] as const),
  VAT_RATES: Env.schema.string.optional(),
  VAT_DEFAULT_RATE: Env.schema.number.optional(),
  INVOICE_DUE_DAYS: Env.schema.number.optional(),
  // Card payments through Stripe Checkout (config/payments.ts): both keys, or no card payments.
  PEPPOL_PROVIDER_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  PEPPOL_PROVIDER_KEY: Env.schema.string.optional(),
  STRIPE_SECRET_KEY: Env.schema.string.optional(),
  STRIPE_WEBHOOK_SECRET: Env.schema.string.optional(),
  // Another Stripe API endpoint, such as stripe-mock (http://127.0.0.1:12111).
  STRIPE_API_URL: Env.schema.string.optional({ format: 'url', tld: false }),
  // Payment reminders: days after the due date, comma separated (config/payments.ts).
  REMINDER_DAYS: Env.schema.string.optional(),
  // Offer reminders: days after the first open, days before the valid-until day (config/offers.ts).
  OFFER_REMINDER_AFTER_OPEN_DAYS: Env.schema.number.optional(),
  OFFER_REMINDER_BEFORE_EXPIRY_DAYS: Env.schema.number.optional(),

  DB_CONNECTION: Env.schema.enum.optional(['sqlite', 'pg'] as const),
  SQLITE_PATH: Env.schema.string.optional(),
  DATABASE_URL: Env.schema.string.optional(),

  REDIS_URL: Env.schema.string.optional(),
  SESSION_DRIVER: Env.schema.enum.optional(['database', 'memory', 'redis'] as const),

  QUEUE_DRIVER: Env.schema.enum.optional(['database', 'redis', 'sync'] as const),
  QUEUE_WORKER: Env.schema.enum.optional(['in-process', 'external'] as const),

  MAIL_FROM_ADDRESS: Env.schema.string.optional(),
  MAIL_FROM_NAME: Env.schema.string.optional(),
  SMTP_HOST: Env.schema.string.optional(),
  SMTP_PORT: Env.schema.number.optional(),
  SMTP_USERNAME: Env.schema.string.optional(),
  SMTP_PASSWORD: Env.schema.string.optional(),
  MAIL_PREVIEW: Env.schema.boolean.optional(),
  // Replies by e-mail (config/inbound_mail.ts, docs/operations.md "E-mail in").
  INBOUND_DOMAIN: Env.schema.string.optional(),
  INBOUND_SMTP_PORT: Env.schema.number.optional(),
  INBOUND_SMTP_HOST: Env.schema.string.optional(),
  INBOUND_MAX_SIZE_MB: Env.schema.number.optional(),
  INBOUND_MESSAGES_PER_MINUTE: Env.schema.number.optional(),
  INBOUND_TLS_KEY_PATH: Env.schema.string.optional(),
  INBOUND_TLS_CERT_PATH: Env.schema.string.optional(),
  INBOUND_AUTHENTICATION: Env.schema.enum.optional(['enforce', 'off'] as const),
  MAILGUN_WEBHOOK_SIGNING_KEY: Env.schema.string.optional(),

  // Staff must turn on two-factor before anything else (docs/operations.md).
  REQUIRE_STAFF_TWO_FACTOR: Env.schema.boolean.optional(),

  PUSHER_APP_ID: Env.schema.string.optional(),
  PUSHER_APP_KEY: Env.schema.string.optional(),
  PUSHER_APP_SECRET: Env.schema.string.optional(),
  PUSHER_HOST: Env.schema.string.optional(),
  PUSHER_PORT: Env.schema.number.optional(),
  PUSHER_SCHEME: Env.schema.enum.optional(['http', 'https'] as const),

  // Web push (VAPID key pair written by scripts/ensure_env.ts; subject: mailto: or https:).
  VAPID_PUBLIC_KEY: Env.schema.string.optional(),
  VAPID_PRIVATE_KEY: Env.schema.secret.optional(),
  VAPID_SUBJECT: Env.schema.string.optional(),
  // Origins of self-hosted push services accepted besides the browsers' own (comma-separated).
  PUSH_EXTRA_ORIGINS: Env.schema.string.optional(),

  // The company seal of signed agreements (config/agreements.ts): a PKCS#12 file and its password.
  SEAL_P12_PATH: Env.schema.string.optional(),
  SEAL_P12_PASSWORD: Env.schema.secret.optional(),

  // When the team answers (config/availability.ts): "1-5", "09:00-17:00", an IANA time zone.
  AVAILABILITY_DAYS: Env.schema.string.optional(),
  AVAILABILITY_HOURS: Env.schema.string.optional(),
  AVAILABILITY_TIME_ZONE: Env.schema.string.optional(),

  CHAT_RETENTION_DAYS: Env.schema.number.optional(),
  CHAT_REPLY_MAIL_DELAY: Env.schema.string.optional(),
  // New conversations one client address may start an hour (30..150).
  CHAT_CONVERSATIONS_PER_ADDRESS: conversationsPerAddress,

  FILES_DISK: Env.schema.enum.optional(['fs', 's3'] as const),
  FILES_PATH: Env.schema.string.optional(),
  FILES_MAX_SIZE_MB: Env.schema.number.optional(),
  FILES_PROJECT_QUOTA_MB: Env.schema.number.optional(),
  FILES_CONSULTING_MAX_SIZE_MB: Env.schema.number.optional(),
  FILES_CONVERSATION_QUOTA_MB: Env.schema.number.optional(),
  S3_BUCKET: Env.schema.string.optional(),
  S3_REGION: Env.schema.string.optional(),
  S3_ENDPOINT: Env.schema.string.optional(),
  S3_ACCESS_KEY_ID: Env.schema.string.optional(),
  S3_SECRET_ACCESS_KEY: Env.schema.string.optional(),
  S3_FORCE_PATH_STYLE: Env.schema.boolean.optional(),
})

function invoicePrefix(name: string, value?: string) {
  if (value && !/^[A-Za-z]{1,6}$/.test(value)) {
    throw new Error(`${name} must be one to six letters such as FA, not "${value}"`)
  }
  return value
}
