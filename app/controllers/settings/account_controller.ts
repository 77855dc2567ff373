import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import hash from '@adonisjs/core/services/hash'
import { deleteAccountValidator } from '#validators/settings'
import { endAllSessions, endSession } from '#actions/auth/sessions'

export default class AccountController {
  async edit({ inertia }: HttpContext) {
    return inertia.render('settings/account', {})
  }

  /*
  | Irreversible. Deleting the user row removes, through foreign keys, everything that belongs
  | to it (remember-me and reset tokens today; projects and messages as they arrive).
  */
  async destroy(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const { password } = await request.validateUsing(deleteAccountValidator)
    if (!(await hash.verify(user.password, password))) {
      flashFieldError(ctx, 'password', i18n.t('auth.password.incorrect'))
      return response.redirect().back()
    }
    await endAllSessions(user)
    await user.delete()
    await endSession(ctx)
    session.flash('success', i18n.t('settings.account.deleted'))
    return response.redirect().toRoute('home')
  }
}
