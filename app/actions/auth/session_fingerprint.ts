import { createHmac } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import { appKey } from '#config/app'
import type User from '#models/user'

/*
| Signing out other sessions with a cookie session store (Laravel's AuthenticateSession idea):
| every session remembers a fingerprint of the user's password hash. When the password
| changes (reset or settings), the fingerprint changes, and every other session that still
| carries the old one is signed out on its next request (auth and guest middleware). Remember-me
| tokens are deleted at the same time, so they cannot bring the session back.
*/
export const FINGERPRINT_KEY = 'auth_fingerprint'

export function fingerprint(user: User) {
  return createHmac('sha256', appKey.release())
    .update(`${user.id}:${user.password}`)
    .digest('hex')
    .slice(0, 32)
}

export function stampSession(ctx: HttpContext, user: User) {
  ctx.session.put(FINGERPRINT_KEY, fingerprint(user))
}

/*
| True when the session belongs to the user's current password. A session without a
| fingerprint was re-created from a valid remember-me token (which a password change deletes),
| so it adopts the current one.
*/
export function sessionIsCurrent(ctx: HttpContext, user: User) {
  const stored = ctx.session.get(FINGERPRINT_KEY)
  if (stored === undefined) {
    stampSession(ctx, user)
    return true
  }
  return stored === fingerprint(user)
}

/* Ends the session completely: no user, no data, a new session id. */
export async function endSession(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
}
