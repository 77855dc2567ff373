import { createHash, randomBytes } from 'node:crypto'
import { DateTime } from 'luxon'
import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'

/* Invitation links are single use and valid for 7 days (DESIGN.md). */
export const INVITATION_TTL = { days: 7 }

/* 256 random bits for the link; the database keeps only their SHA-256. */
export function newInvitationToken() {
  const token = randomBytes(32).toString('base64url')
  return {
    token,
    tokenHash: hashInvitationToken(token),
    expiresAt: DateTime.now().plus(INVITATION_TTL),
  }
}

export function hashInvitationToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

export function invitationUrl(token: string) {
  return router.urlBuilder.urlFor('invitations.show', { token }, { prefixUrl: appUrl })
}
