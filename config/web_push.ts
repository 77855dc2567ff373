import env from '#start/env'
import productConfig from '#config/product'

/*
| Web push (VAPID, RFC 8292). scripts/ensure_env.ts writes the key pair into .env on the first
| run; the public key is what browsers subscribe with (shared with signed-in pages), the private
| key signs every push and never leaves the server. Without a pair, the app offers no push.
| The subject tells a push service whom to contact about this sender.
*/
const publicKey = env.get('VAPID_PUBLIC_KEY') ?? null
const privateKey = env.get('VAPID_PRIVATE_KEY')?.release() ?? null

/*
| The push services of the browsers people use (Chrome/Edge via FCM and WNS, Firefox, Safari).
| The server sends requests to a subscription's endpoint, so an endpoint elsewhere is refused:
| otherwise anyone signed in could make the server call addresses inside its own network.
*/
const PUSH_SERVICE_HOSTS = [
  /^fcm\.googleapis\.com$/,
  /^android\.googleapis\.com$/,
  /^([\w-]+\.)*push\.services\.mozilla\.com$/,
  /^([\w-]+\.)*push\.apple\.com$/,
  /^([\w-]+\.)*notify\.windows\.com$/,
]

export function isPushServiceEndpoint(value: string, extraOrigins: readonly string[] = []) {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false
  }
  if (extraOrigins.includes(url.origin)) return true
  return (
    url.protocol === 'https:' &&
    url.port === '' &&
    !url.username &&
    PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname))
  )
}

const webPushConfig = {
  publicKey: publicKey && privateKey ? publicKey : null,
  privateKey: publicKey && privateKey ? privateKey : null,
  subject: env.get('VAPID_SUBJECT', `mailto:${productConfig.company.email}`),
  // A self-hosted push service (development, tests): its exact origin, e.g. http://127.0.0.1:9000.
  extraEndpointOrigins: (env.get('PUSH_EXTRA_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  // A notification nobody could read for a day is no longer news (seconds; RFC 8030 TTL).
  ttl: 24 * 60 * 60,
  // A push service that does not answer within this is treated as a transient failure.
  timeoutMs: 10_000,
}

export default webPushConfig
