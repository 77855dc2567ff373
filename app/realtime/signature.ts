import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

export function hmacSha256Hex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex')
}

/**
 * Compares fixed-size digests of both sides so neither the content nor the
 * length of the expected value leaks through timing.
 */
export function safeEqual(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a, 'utf8').digest()
  const digestB = createHash('sha256').update(b, 'utf8').digest()
  return timingSafeEqual(digestA, digestB)
}

function socketSignedString(socketId: string, channel: string, channelData?: string) {
  return channelData === undefined
    ? `${socketId}:${channel}`
    : `${socketId}:${channel}:${channelData}`
}

/** The `auth` value a client presents when subscribing to a private or presence channel. */
export function signSubscription(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  channelData?: string
): string {
  return `${key}:${hmacSha256Hex(secret, socketSignedString(socketId, channel, channelData))}`
}

export function verifySubscription(
  key: string,
  secret: string,
  auth: unknown,
  socketId: string,
  channel: string,
  channelData?: string
): boolean {
  if (typeof auth !== 'string') return false
  return safeEqual(auth, signSubscription(key, secret, socketId, channel, channelData))
}

export function md5Hex(body: string | Buffer): string {
  return createHash('md5').update(body).digest('hex')
}

export interface SignedRequest {
  method: string
  /** Path exactly as sent, without the query string. */
  path: string
  query: URLSearchParams
  body: string
}

export interface ApiCredentials {
  key: string
  secret: string
  /** Seconds a request timestamp may differ from our clock. */
  maxSkewSeconds?: number
  nowSeconds?: number
}

/** The string the Pusher HTTP API signs: method, path and the sorted query without the signature. */
export function apiSignedString(method: string, path: string, query: URLSearchParams): string {
  const pairs: Array<[string, string]> = []
  for (const [name, value] of query) {
    if (name !== 'auth_signature') pairs.push([name.toLowerCase(), value])
  }
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  const sorted = pairs.map(([name, value]) => `${name}=${value}`).join('&')
  return `${method.toUpperCase()}\n${path}\n${sorted}`
}

/** Returns the reason a request is refused, or null when it is authentic and fresh. */
export function verifyApiRequest(
  request: SignedRequest,
  credentials: ApiCredentials
): string | null {
  const { query } = request
  if (query.get('auth_key') !== credentials.key) return 'Unknown auth_key'
  if (query.get('auth_version') !== '1.0') return 'auth_version must be 1.0'

  const timestamp = Number(query.get('auth_timestamp'))
  const now = credentials.nowSeconds ?? Math.floor(Date.now() / 1000)
  if (
    !Number.isFinite(timestamp) ||
    Math.abs(now - timestamp) > (credentials.maxSkewSeconds ?? 600)
  ) {
    return 'Timestamp expired: auth_timestamp must be within 600 seconds of the server time'
  }

  if (request.body.length > 0) {
    const expectedMd5 = md5Hex(request.body)
    const givenMd5 = query.get('body_md5') ?? ''
    if (!safeEqual(givenMd5.toLowerCase(), expectedMd5)) return 'body_md5 does not match the body'
  }

  const expected = hmacSha256Hex(
    credentials.secret,
    apiSignedString(request.method, request.path, query)
  )
  if (!safeEqual(query.get('auth_signature') ?? '', expected)) return 'Invalid signature'
  return null
}
