import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/*
| Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP), the codes every authenticator
| app shows. Kept small and dependency-free; tests check it against the RFC's test vectors and
| against an independent implementation.
*/
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export const TOTP_PERIOD = 30
export const TOTP_DIGITS = 6

export function base32Encode(bytes: Uint8Array) {
  let bits = 0
  let value = 0
  let output = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      output += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) output += BASE32[(value << (5 - bits)) & 31]
  return output
}

export function base32Decode(input: string) {
  const clean = input.toUpperCase().replace(/[\s=-]/g, '')
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index === -1) throw new Error('Invalid base32 character')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/* A new 160-bit secret (RFC 4226 recommends at least 128), base32 as authenticator apps expect. */
export function generateSecret() {
  return base32Encode(randomBytes(20))
}

export function hotp(
  key: Buffer,
  counter: number,
  digits = TOTP_DIGITS,
  algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'
) {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const digest = createHmac(algorithm, key).update(message).digest()
  const offset = digest[digest.length - 1] & 0x0f
  const binary =
    ((digest[offset] & 0x7f) << 24) |
    (digest[offset + 1] << 16) |
    (digest[offset + 2] << 8) |
    digest[offset + 3]
  return String(binary % 10 ** digits).padStart(digits, '0')
}

export function totp(
  key: Buffer,
  unixSeconds: number,
  options: { digits?: number; algorithm?: 'sha1' | 'sha256' | 'sha512' } = {}
) {
  return hotp(key, Math.floor(unixSeconds / TOTP_PERIOD), options.digits, options.algorithm)
}

/*
| Accepts the current code and the ones of the neighbouring periods (one either side), which
| absorbs clock drift between the server and the phone. Returns the time step the code belongs
| to (so a caller can refuse a code it has accepted before), or null.
*/
export function matchTotpStep(secret: string, code: string, now = Date.now(), window = 1) {
  if (!/^\d{6}$/.test(code)) return null
  const key = base32Decode(secret)
  const step = Math.floor(now / 1000 / TOTP_PERIOD)
  for (let delta = -window; delta <= window; delta++) {
    if (step + delta < 0) continue
    const candidate = hotp(key, step + delta)
    if (timingSafeEqual(Buffer.from(candidate), Buffer.from(code))) return step + delta
  }
  return null
}

export function verifyTotp(secret: string, code: string, now = Date.now(), window = 1) {
  return matchTotpStep(secret, code, now, window) !== null
}

export function otpauthUri(secret: string, accountName: string, issuer: string) {
  const label = encodeURIComponent(`${issuer}:${accountName}`)
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD),
  })
  return `otpauth://totp/${label}?${params.toString()}`
}
