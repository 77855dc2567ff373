import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { loginValidator } from '#validators/session'

export default class SessionController {
  async create({ inertia }: HttpContext) {
    return inertia.render('auth/login', {})
  }

  async store({ request, auth, session, response, i18n }: HttpContext) {
    const { email, password, remember } = await request.validateUsing(loginValidator)
    try {
      const user = await User.verifyCredentials(email.toLowerCase(), password)
      await auth.use('web').login(user, !!remember)
    } catch {
      session.flashExcept(['password'])
      session.flashErrors({ email: i18n.t('auth.failed') })
      return response.redirect().back()
    }
    return response.redirect().toRoute('dashboard')
  }

  async destroy({ auth, response }: HttpContext) {
    await auth.use('web').logout()
    return response.redirect().toRoute('home')
  }
}
