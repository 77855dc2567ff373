import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import { updatePasswordValidator } from '#validators/settings'
import { stampSession } from '#actions/auth/session_fingerprint'

export default class PasswordController {
  async edit({ inertia }: HttpContext) {
    return inertia.render('settings/password', {})
  }

  /*
  | A new password signs out every other session (their fingerprint no longer matches) and
  | deletes the remember-me tokens; this session stays signed in.
  */
  async update(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const { currentPassword, password } = await request.validateUsing(updatePasswordValidator)
    if (!(await hash.verify(user.password, currentPassword))) {
      flashFieldError(ctx, 'currentPassword', i18n.t('auth.password.incorrect'))
      return response.redirect().back()
    }
    const remembered = !!request.encryptedCookie(auth.use('web').rememberMeKeyName)
    user.password = password
    await user.save()
    await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
    if (remembered) await auth.use('web').login(user, true)
    stampSession(ctx, user)
    session.flash('success', i18n.t('common.flash.saved'))
    return response.redirect().toRoute('user_password.edit')
  }
}
