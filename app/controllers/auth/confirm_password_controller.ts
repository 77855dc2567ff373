import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { confirmPasswordValidator } from '#validators/auth'
import { markPasswordConfirmed, verifyPassword } from '#actions/auth/password_confirmation'
import { redirectToIntended } from '#actions/auth/redirects'
import Passkey from '#models/passkey'

export default class ConfirmPasswordController {
  /* A user with passkeys may answer with one of them instead (PasskeyConfirmationController). */
  async show({ inertia, auth }: HttpContext) {
    const passkey = await Passkey.findBy('userId', auth.user!.id)
    return inertia.render('auth/confirm_password', { canUsePasskey: passkey !== null })
  }

  async store(ctx: HttpContext) {
    const { password } = await ctx.request.validateUsing(confirmPasswordValidator)
    const error = await verifyPassword(ctx, ctx.auth.user!, password)
    if (error) {
      flashFieldError(ctx, 'password', error)
      return ctx.response.redirect().back()
    }
    markPasswordConfirmed(ctx)
    return redirectToIntended(ctx)
  }
}
