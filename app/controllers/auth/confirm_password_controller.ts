import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import hash from '@adonisjs/core/services/hash'
import { confirmPasswordValidator } from '#validators/auth'
import { PASSWORD_CONFIRMED_KEY } from '#middleware/confirm_password_middleware'
import { redirectToIntended } from '#actions/auth/redirects'
import { throttled } from '#actions/auth/login_throttle'

export default class ConfirmPasswordController {
  async show({ inertia }: HttpContext) {
    return inertia.render('auth/confirm_password', {})
  }

  async store(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const { password } = await request.validateUsing(confirmPasswordValidator)
    const user = auth.user!
    try {
      const result = await throttled(`confirm-password:${user.id}`, async () => {
        if (!(await hash.verify(user.password, password))) throw new Error('wrong password')
      })
      if (!result.ok) {
        flashFieldError(ctx, 'password', i18n.t('auth.throttle', { seconds: result.retryAfter }))
        return response.redirect().back()
      }
    } catch {
      flashFieldError(ctx, 'password', i18n.t('auth.password.incorrect'))
      return response.redirect().back()
    }
    session.put(PASSWORD_CONFIRMED_KEY, Date.now())
    return redirectToIntended(ctx)
  }
}
