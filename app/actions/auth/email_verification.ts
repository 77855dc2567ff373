import { createHash, timingSafeEqual } from 'node:crypto'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import type User from '#models/user'

/*
| Verification links are signed URLs (/email/verify/{id}/{hash}?expires=&signature=), valid for
| 60 minutes. The hash binds the link to the address it was sent to: after an e-mail change an
| old link no longer verifies anything.
*/
export const VERIFICATION_LINK_TTL = '60 minutes'

export function emailHash(email: string) {
  return createHash('sha1').update(email.toLowerCase()).digest('hex')
}

export function verificationUrl(user: User) {
  return router.urlBuilder.signedUrlFor(
    'verification.verify',
    { id: user.id, hash: emailHash(user.email) },
    { expiresIn: VERIFICATION_LINK_TTL, prefixUrl: appUrl, purpose: 'verify-email' }
  )
}

export function hashMatches(user: User, hash: string) {
  const expected = Buffer.from(emailHash(user.email))
  const given = Buffer.from(String(hash))
  return expected.length === given.length && timingSafeEqual(expected, given)
}
