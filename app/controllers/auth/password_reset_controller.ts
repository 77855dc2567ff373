import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { forgotPasswordValidator, resetPasswordValidator } from '#validators/auth'
import {
  createPasswordResetToken,
  findUserByResetToken,
  resetPassword,
} from '#actions/auth/password_reset'
import { sendPasswordResetEmail } from '#actions/auth/notifications'
import { endAllSessions } from '#actions/auth/sessions'

export default class PasswordResetController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/forgot_password', {})
  }

  /*
  | Always the same answer, whether or not the address has an account. At most one e-mail a
  | minute per address, so the form cannot be used to flood someone's inbox.
  */
  async store({ request, session, response, i18n }: HttpContext) {
    const { email } = await request.validateUsing(forgotPasswordValidator)
    const user = await User.findBy('email', email)
    if (user) {
      await limiter
        .use({ requests: 1, duration: '1 minute' })
        .attempt(`password-reset:${email}`, async () => {
          await sendPasswordResetEmail(user, await createPasswordResetToken(user))
        })
    }
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
    const user = await resetPassword(token, password)
    if (!user) {
      flashFieldError(ctx, 'password', i18n.t('auth.reset.invalidToken'))
      return response.redirect().back()
    }
    // Outside the reset's transaction: the session store may share SQLite's one connection.
    await endAllSessions(user)
    session.flash('success', i18n.t('auth.reset.done'))
    return response.redirect().toRoute('session.create')
  }
}
