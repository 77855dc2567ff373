import type { Encryption } from '@adonisjs/core/encryption'
import { BoundedCache } from '#infrastructure/bounded_cache'

/*
| The HTTP server's cookies are signed and verified through the encryption's message verifier:
| the session cookie is verified on every request (an HMAC, then two more inside the library's
| constant-time comparison) and signed again on every answer (the session re-sends it; the
| session store then takes it back off an answer that only read it). See
| docs/decisions/cookie-verification.md for why remembering these answers is safe:
|
| - `signed`: what signing a string gave. Signing is deterministic (a cookie never carries an
|   expiry), so the memory gives the very string a new HMAC would.
| - `verified`: a full signed string that verified, and the string it carried. Keyed by the whole
|   string, signature included: a string with any other byte misses and is verified by the
|   library. Only strings whose message carries no expiry are kept (one that expires must be
|   checked against the clock every time), and only when signing the value again gives back the
|   very string that verified, so nothing is remembered on the client's word alone.
|
| Both are bounded (cleared when full) and reported on /metrics like every process-wide cache.
*/
const signed = new BoundedCache<string, string>('cookie_signatures', 10_000)
const verified = new BoundedCache<string, string>('cookie_verifications', 10_000)

type Verifier = ReturnType<Encryption['getMessageVerifier']>

function hasNoExpiry(signedValue: string) {
  const encoded = signedValue.slice(0, signedValue.indexOf('.'))
  try {
    const message = JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'))
    return message !== null && typeof message === 'object' && message.expiryDate === undefined
  } catch {
    return false
  }
}

export function rememberingVerifier(verifier: Verifier): Verifier {
  const sign = (payload: unknown, expiresIn?: string | number, purpose?: string) => {
    if (typeof payload !== 'string' || expiresIn !== undefined)
      return verifier.sign(payload, expiresIn, purpose)
    const key = `${purpose ?? ''}\0${payload}`
    const known = signed.get(key)
    if (known !== undefined) return known
    const value = verifier.sign(payload, expiresIn, purpose)
    signed.set(key, value)
    return value
  }
  const remembering = Object.create(verifier) as Verifier
  remembering.sign = sign
  remembering.unsign = <T>(payload: string, purpose?: string): T | null => {
    if (typeof payload !== 'string') return null
    const key = `${purpose ?? ''}\0${payload}`
    const known = verified.get(key)
    if (known !== undefined) return known as T
    const value = verifier.unsign<T>(payload, purpose)
    if (
      typeof value === 'string' &&
      hasNoExpiry(payload) &&
      sign(value, undefined, purpose) === payload
    ) {
      verified.set(key, value)
    }
    return value
  }
  return remembering
}

/*
| The encryption the HTTP server's cookies use: the app's own, with the remembering verifier.
| Encrypting and decrypting go to the app's encryption unchanged.
*/
export function cookieEncryption(encryption: Encryption): Encryption {
  const verifier = rememberingVerifier(encryption.getMessageVerifier())
  const wrapped = Object.create(encryption) as Encryption
  wrapped.encrypt = encryption.encrypt.bind(encryption)
  wrapped.decrypt = encryption.decrypt.bind(encryption)
  wrapped.blindIndex = encryption.blindIndex.bind(encryption)
  wrapped.blindIndexes = encryption.blindIndexes.bind(encryption)
  wrapped.getMessageVerifier = () => verifier
  return wrapped
}
