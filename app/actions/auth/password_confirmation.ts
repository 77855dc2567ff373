import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import type User from '#models/user'
import { throttled, userGate } from '#actions/auth/login_throttle'
import { PASSWORD_CONFIRMED_KEY } from '#infrastructure/session_keys'

/*
| Secure areas (two-factor settings) and drastic steps (logging out the other devices, changing
| the password, deleting the account) ask a signed-in user for the password again. Guesses share
| one count per user with the two-factor challenge's rule (5 a minute), as they are guesses at the
| same secret.
*/
export const PASSWORD_CONFIRMATION_TTL_MS = 3 * 60 * 60 * 1000

/* The message to show beside the field, or null when the password is right. */
export async function verifyPassword(ctx: HttpContext, user: User, password: string) {
  const result = await throttled([userGate('confirm-password', user.id)], async () => {
    if (!(await hash.verify(user.password, password))) throw new Error('wrong password')
  })
  if (result.ok) return null
  return 'retryAfter' in result
    ? ctx.i18n.t('auth.throttle', { seconds: result.retryAfter })
    : ctx.i18n.t('auth.password.incorrect')
}

/* A confirmation is remembered for 3 hours. */
export function markPasswordConfirmed(ctx: HttpContext) {
  ctx.session.put(PASSWORD_CONFIRMED_KEY, Date.now())
}

export function passwordRecentlyConfirmed(ctx: HttpContext) {
  const confirmedAt = Number(ctx.session.get(PASSWORD_CONFIRMED_KEY, 0))
  return Date.now() - confirmedAt < PASSWORD_CONFIRMATION_TTL_MS
}
