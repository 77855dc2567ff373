import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import User from '#models/user'
import { twoFactorChallengeValidator } from '#validators/auth'
import { throttled, userGate } from '#actions/auth/login_throttle'
import { useRecoveryCode, acceptTwoFactorCode } from '#actions/auth/two_factor'
import { redirectToIntended } from '#actions/auth/redirects'
import { PENDING_LOGIN_KEY } from '#controllers/auth/session_controller'

type PendingLogin = { id: number; remember: boolean }

/* The second step of signing in for users with two-factor: a code or a recovery code. */
export default class TwoFactorChallengeController {
  private async pendingUser(ctx: HttpContext) {
    const pending = ctx.session.get(PENDING_LOGIN_KEY) as PendingLogin | undefined
    if (!pending?.id) return null
    const user = await User.find(pending.id)
    return user?.hasTwoFactorEnabled ? { user, remember: pending.remember } : null
  }

  async create(ctx: HttpContext) {
    if (!(await this.pendingUser(ctx))) return ctx.response.redirect().toRoute('session.create')
    return ctx.inertia.render('auth/two_factor_challenge', {})
  }

  async store(ctx: HttpContext) {
    const { request, session, response, i18n, auth } = ctx
    const pending = await this.pendingUser(ctx)
    if (!pending) return response.redirect().toRoute('session.create')

    const { code, recoveryCode } = await request.validateUsing(twoFactorChallengeValidator)
    const field = recoveryCode && !code ? 'recoveryCode' : 'code'

    const result = await throttled([userGate('two-factor', pending.user.id)], async () => {
      const valid =
        field === 'code'
          ? await acceptTwoFactorCode(pending.user, code!)
          : await useRecoveryCode(pending.user, recoveryCode!)
      if (!valid) throw new Error('invalid two-factor code')
    })
    if (!result.ok) {
      const message =
        'retryAfter' in result
          ? i18n.t('auth.throttle', { seconds: result.retryAfter })
          : i18n.t(
              field === 'code' ? 'auth.twoFactor.invalidCode' : 'auth.twoFactor.invalidRecoveryCode'
            )
      flashFieldError(ctx, field, message)
      return response.redirect().back()
    }

    session.forget(PENDING_LOGIN_KEY)
    await auth.use('web').login(pending.user, pending.remember)
    return redirectToIntended(ctx)
  }
}
