import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { loginGates, throttled } from '#actions/auth/login_throttle'

/*
| The password step of signing in, throttled per account and per address (login_throttle.ts).
| Answers the user, or the message to show beside the e-mail field: which one never tells
| whether the address has an account.
*/
export async function verifyCredentials(
  ctx: HttpContext,
  email: string,
  password: string
): Promise<{ user: User } | { error: string }> {
  const result = await throttled(loginGates(ctx, email), () =>
    User.verifyCredentials(email, password)
  )
  if (result.ok) return { user: result.value }
  if (!('retryAfter' in result)) return { error: ctx.i18n.t('auth.failed') }
  return {
    error: ctx.i18n.t(result.gate === 0 ? 'auth.throttle' : 'auth.throttleAddress', {
      seconds: result.retryAfter,
    }),
  }
}
