import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { throttled, userGate } from '#actions/auth/login_throttle'
import { acceptTwoFactorCode, useRecoveryCode } from '#actions/auth/two_factor'

type ChallengeInput = { code?: string; recoveryCode?: string }
type ChallengeFailure = { field: 'code' | 'recoveryCode'; message: string }

/*
| The second step of signing in: a code from the authenticator app or, failing that, one of the
| recovery codes. Guesses are limited per user (5 a minute). Answers null when passed, else the
| field to mark and its message.
*/
export async function passTwoFactorChallenge(
  ctx: HttpContext,
  user: User,
  { code, recoveryCode }: ChallengeInput
): Promise<ChallengeFailure | null> {
  const field = recoveryCode && !code ? 'recoveryCode' : 'code'
  const result = await throttled([userGate('two-factor', user.id)], async () => {
    const valid =
      field === 'code'
        ? await acceptTwoFactorCode(user, code!)
        : await useRecoveryCode(user, recoveryCode!)
    if (!valid) throw new Error('invalid two-factor code')
  })
  if (result.ok) return null
  const message =
    'retryAfter' in result
      ? ctx.i18n.t('auth.throttle', { seconds: result.retryAfter })
      : ctx.i18n.t(
          field === 'code' ? 'auth.twoFactor.invalidCode' : 'auth.twoFactor.invalidRecoveryCode'
        )
  return { field, message }
}
