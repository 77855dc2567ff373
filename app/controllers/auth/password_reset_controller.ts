import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'
import { findUserByResetToken } from '#actions/auth/password_reset'
import { requestPasswordReset } from '#actions/auth/request_password_reset'
import { resetPassword } from '#actions/auth/reset_password'

export default class PasswordResetController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/forgot_password', {})
  }

  /* Always the same answer, whether or not the address has an account. */
  async store({ request, session, response, i18n }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    await requestPasswordReset(email)
    session.flash('status', { tone: 'success', message: i18n.t('auth.forgot.sent') })
    return response.redirect().back()
  }

  async edit({ inertia, params }: HttpContext) {
    const user = await findUserByResetToken(String(params.token))
    return inertia.render('auth/reset_password', {
      token: String(params.token),
      valid: !!user,
      email: user?.email ?? null,
    })
  }

  async update(ctx: HttpContext) {
    const { request, session, response, i18n } = ctx
    const { token, password } = await request.validateUsing(resetPasswordValidator)
    if (!(await resetPassword(token, password))) {
      flashFieldError(ctx, 'password', i18n.t('auth.reset.invalidToken'))
      return response.redirect().back()
    }
    session.flash('success', i18n.t('auth.reset.done'))
    return response.redirect().toRoute('session.create')
  }
}
