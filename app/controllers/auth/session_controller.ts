import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { loginValidator } from '#validators/auth'
import { verifyCredentials } from '#actions/auth/verify_credentials'
import { abandonPendingLogin, startPendingLogin } from '#actions/auth/pending_login'
import { endSession } from '#actions/auth/end_session'
import { completeLogin, refuseDeactivated } from '#actions/auth/complete_login'
import { keepInput } from '#infrastructure/old_input'

export default class SessionController {
  /*
  | Coming back to the form (the challenge's "Back to log in", or the browser's back button)
  | abandons a half-finished login: the two-factor step must then be earned again.
  */
  async create({ inertia, session }: HttpContext) {
    abandonPendingLogin(session)
    return inertia.render('auth/login', {})
  }

  /*
  | Checks the credentials (throttled), then either signs in or, for a user with two-factor,
  | remembers who passed the first step and asks for the code.
  */
  async store(ctx: HttpContext) {
    const { request, session, response } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)
    const result = await verifyCredentials(ctx, email, password)
    if ('error' in result) {
      keepInput(ctx)
      flashFieldError(ctx, 'email', result.error)
      return response.redirect().back()
    }
    if (result.user.deactivatedAt) {
      keepInput(ctx)
      return refuseDeactivated(ctx, 'email')
    }
    if (result.user.hasTwoFactorEnabled) {
      startPendingLogin(session, result.user, !!remember)
      return response.redirect().toRoute('two_factor.challenge')
    }
    return completeLogin(ctx, result.user, !!remember, 'password')
  }

  async destroy(ctx: HttpContext) {
    await endSession(ctx)
    return ctx.response.redirect().toRoute('home')
  }
}
