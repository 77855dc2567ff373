import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import User from '#models/user'
import { registerValidator } from '#validators/auth'
import { stampSession } from '#actions/auth/session_fingerprint'
import { sendVerificationEmail } from '#actions/auth/notifications'

export default class NewAccountController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/register', {})
  }

  /* Creates the account (one insert), signs the user in and sends the verification e-mail. */
  async store(ctx: HttpContext) {
    const { request, auth, response, i18n } = ctx
    const { fullName, email, password } = await request.validateUsing(registerValidator)
    const user = await User.create({
      fullName,
      email,
      password,
      role: 'client',
      locale: i18n.locale,
      termsAcceptedAt: DateTime.now(),
    })
    await auth.use('web').login(user)
    stampSession(ctx, user)
    await sendVerificationEmail(user)
    return response.redirect().toRoute('dashboard')
  }
}
