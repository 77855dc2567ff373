import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { twoFactorChallengeValidator } from '#validators/auth'
import { abandonPendingLogin, findPendingLogin } from '#actions/auth/pending_login'
import { passTwoFactorChallenge } from '#actions/auth/pass_two_factor_challenge'
import { completeLogin } from '#actions/auth/complete_login'

/* The second step of signing in for users with two-factor: a code or a recovery code. */
export default class TwoFactorChallengeController {
  async create({ session, inertia, response }: HttpContext) {
    if (!(await findPendingLogin(session))) return response.redirect().toRoute('session.create')
    return inertia.render('auth/two_factor_challenge', {})
  }

  async store(ctx: HttpContext) {
    const { request, session, response } = ctx
    const pending = await findPendingLogin(session)
    if (!pending) return response.redirect().toRoute('session.create')

    const input = await request.validateUsing(twoFactorChallengeValidator)
    const failure = await passTwoFactorChallenge(ctx, pending.user, input)
    if (failure) {
      flashFieldError(ctx, failure.field, failure.message)
      return response.redirect().back()
    }
    abandonPendingLogin(session)
    return completeLogin(ctx, pending.user, pending.remember, 'two_factor')
  }
}
