import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import hash from '@adonisjs/core/services/hash'
import { updatePasswordValidator } from '#validators/settings'
import { endOtherSessions } from '#actions/auth/sessions'
import { deletePasswordResetTokens } from '#actions/auth/password_reset'

export default class PasswordController {
  async edit({ inertia }: HttpContext) {
    return inertia.render('settings/password', {})
  }

  /*
  | A new password ends every other session, every remember-me token and every reset link sent
  | before it (someone who knew the old password, or read the mailbox, is locked out); this
  | device stays signed in.
  */
  async update(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const { currentPassword, password } = await request.validateUsing(updatePasswordValidator)
    if (!(await hash.verify(user.password, currentPassword))) {
      flashFieldError(ctx, 'currentPassword', i18n.t('auth.password.incorrect'))
      return response.redirect().back()
    }
    user.password = password
    await user.save()
    await deletePasswordResetTokens(user)
    await endOtherSessions(ctx, user)
    session.flash('success', i18n.t('common.flash.saved'))
    return response.redirect().toRoute('user_password.edit')
  }
}
