import { createHmac, timingSafeEqual } from 'node:crypto'
import inboundMailConfig from '#config/inbound_mail'

export type MailgunFields = {
  timestamp?: unknown
  token?: unknown
  signature?: unknown
}

/*
| Mailgun signs every webhook (its "Securing webhooks"): `signature` is the hex HMAC-SHA256 of
| `timestamp` followed by `token`, under the account's HTTP webhook signing key. Compared in
| constant time; a timestamp older (or newer) than 15 minutes is refused too, so a captured
| request cannot be replayed later. (Within the window a replay is a duplicate Message-ID.)
*/
export function verifyMailgun(fields: MailgunFields, now = Date.now()) {
  const key = inboundMailConfig.webhooks.mailgun.signingKey
  if (!key) return false
  const { timestamp, token, signature } = fields
  if (typeof timestamp !== 'string' || typeof token !== 'string' || typeof signature !== 'string') {
    return false
  }
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/i.test(signature)) return false
  if (Math.abs(now / 1000 - Number(timestamp)) > inboundMailConfig.webhooks.maxAgeSeconds) {
    return false
  }
  const expected = createHmac('sha256', key)
    .update(timestamp + token)
    .digest()
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'))
}

/* Providers the route takes, each on only when its secret is configured. */
export function webhookEnabled(provider: string) {
  return provider === 'mailgun' && !!inboundMailConfig.webhooks.mailgun.signingKey
}
