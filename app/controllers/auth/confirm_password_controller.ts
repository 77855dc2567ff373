import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import hash from '@adonisjs/core/services/hash'
import { confirmPasswordValidator } from '#validators/auth'
import { PASSWORD_CONFIRMED_KEY } from '#middleware/confirm_password_middleware'
import { redirectToIntended } from '#actions/auth/redirects'
import { throttled, userGate } from '#actions/auth/login_throttle'

export default class ConfirmPasswordController {
  async show({ inertia }: HttpContext) {
    return inertia.render('auth/confirm_password', {})
  }

  async store(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const { password } = await request.validateUsing(confirmPasswordValidator)
    const user = auth.user!
    const result = await throttled([userGate('confirm-password', user.id)], async () => {
      if (!(await hash.verify(user.password, password))) throw new Error('wrong password')
    })
    if (!result.ok) {
      const message =
        'retryAfter' in result
          ? i18n.t('auth.throttle', { seconds: result.retryAfter })
          : i18n.t('auth.password.incorrect')
      flashFieldError(ctx, 'password', message)
      return response.redirect().back()
    }
    session.put(PASSWORD_CONFIRMED_KEY, Date.now())
    return redirectToIntended(ctx)
  }
}
