import env from '#start/env'
import { appUrl } from '#config/app'

/*
| Replies by e-mail (DESIGN.md "E-mail in", docs/operations.md). With INBOUND_DOMAIN set, every
| e-mail that invites an answer says `Reply-To: reply+{token}@{domain}` and its Message-ID is at
| that domain; without it, e-mails keep the company's address as before and nothing is received.
| The built-in SMTP receiver listens only when INBOUND_SMTP_PORT is set (web processes).
*/
const domain = env.get('INBOUND_DOMAIN')?.trim().toLowerCase() || null

const inboundMailConfig = {
  domain,
  /* The domain of every Message-ID the product writes: the inbound one, else the app's host. */
  messageIdDomain: domain ?? new URL(appUrl).hostname,
  /* How long a reply address works; access is checked again on every reply. */
  tokenDays: 180,
  /*
  | SPF, DKIM and DMARC on every message (app/infrastructure/mail_authentication.ts); `off` only for
  | a receiver behind a gateway that already rejects forged mail.
  */
  authentication: env.get('INBOUND_AUTHENTICATION', 'enforce'),
  /*
  | Provider webhooks (POST /mail/inbound/{provider}); a provider without its secret is off and
  | its route answers 404. Mailgun: the account's "HTTP webhook signing key".
  */
  webhooks: {
    mailgun: { signingKey: env.get('MAILGUN_WEBHOOK_SIGNING_KEY') ?? null },
    /* How old a signed timestamp may be (Mailgun's advice against replays). */
    maxAgeSeconds: 15 * 60,
    /* Requests one address may send a minute. */
    perMinute: env.get('INBOUND_MESSAGES_PER_MINUTE', 30) * 4,
  },
  smtp: {
    port: env.get('INBOUND_SMTP_PORT') ?? null,
    host: env.get('INBOUND_SMTP_HOST', '0.0.0.0'),
    maxBytes: Math.round(env.get('INBOUND_MAX_SIZE_MB', 15) * 1024 * 1024),
    /* Messages one client address may hand over a minute. */
    perMinute: env.get('INBOUND_MESSAGES_PER_MINUTE', 30),
    tlsKeyPath: env.get('INBOUND_TLS_KEY_PATH') ?? null,
    tlsCertPath: env.get('INBOUND_TLS_CERT_PATH') ?? null,
  },
}

export default inboundMailConfig
