import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import User from '#models/user'
import { loginValidator } from '#validators/auth'
import { loginGates, throttled } from '#actions/auth/login_throttle'
import { endSession } from '#actions/auth/sessions'
import { redirectToIntended } from '#actions/auth/redirects'

export const PENDING_LOGIN_KEY = 'login_pending'

export default class SessionController {
  /*
  | Coming back to the form (the challenge's "Back to log in", or the browser's back button)
  | abandons a half-finished login: the two-factor step must then be earned again.
  */
  async create({ inertia, session }: HttpContext) {
    session.forget(PENDING_LOGIN_KEY)
    return inertia.render('auth/login', {})
  }

  /*
  | Checks the credentials (throttled), then either signs in or, for a user with two-factor,
  | remembers who passed the first step and asks for the code.
  */
  async store(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const { email, password, remember } = await request.validateUsing(loginValidator)

    const result = await throttled(loginGates(ctx, email), () =>
      User.verifyCredentials(email, password)
    )
    if (!result.ok) {
      session.flashExcept(['password'])
      const message =
        'retryAfter' in result
          ? i18n.t(result.gate === 0 ? 'auth.throttle' : 'auth.throttleAddress', {
              seconds: result.retryAfter,
            })
          : i18n.t('auth.failed')
      flashFieldError(ctx, 'email', message)
      return response.redirect().back()
    }
    const user = result.value

    if (user.hasTwoFactorEnabled) {
      session.put(PENDING_LOGIN_KEY, { id: user.id, remember: !!remember })
      return response.redirect().toRoute('two_factor.challenge')
    }

    await auth.use('web').login(user, !!remember)
    return redirectToIntended(ctx)
  }

  async destroy(ctx: HttpContext) {
    await endSession(ctx)
    return ctx.response.redirect().toRoute('home')
  }
}
