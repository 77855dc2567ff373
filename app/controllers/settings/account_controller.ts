import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import hash from '@adonisjs/core/services/hash'
import { deleteAccountValidator } from '#validators/settings'
import { deleteAccount } from '#actions/auth/delete_account'

export default class AccountController {
  async edit({ inertia }: HttpContext) {
    return inertia.render('settings/account', {})
  }

  async destroy(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const { password } = await request.validateUsing(deleteAccountValidator)
    if (!(await hash.verify(user.password, password))) {
      flashFieldError(ctx, 'password', i18n.t('auth.password.incorrect'))
      return response.redirect().back()
    }
    await deleteAccount(ctx, user)
    session.flash('success', i18n.t('settings.account.deleted'))
    return response.redirect().toRoute('home')
  }
}
