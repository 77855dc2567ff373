import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { verifyPassword } from '#actions/auth/password_confirmation'
import { updatePasswordValidator } from '#validators/settings'
import { changePassword } from '#actions/auth/change_password'

export default class PasswordController {
  async edit({ inertia }: HttpContext) {
    return inertia.render('settings/password', {})
  }

  async update(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const { currentPassword, password } = await request.validateUsing(updatePasswordValidator)
    // Shares password confirmation's count: each is a guess at the same secret.
    const error = await verifyPassword(ctx, user, currentPassword)
    if (error) {
      flashFieldError(ctx, 'currentPassword', error)
      return response.redirect().back()
    }
    await changePassword(ctx, user, password)
    session.flash('success', i18n.t('common.flash.saved'))
    return response.redirect().toRoute('user_password.edit')
  }
}
