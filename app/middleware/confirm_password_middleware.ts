import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { passwordRecentlyConfirmed } from '#actions/auth/password_confirmation'
import { rememberIntendedUrl } from '#actions/auth/redirects'

/*
| Secure areas (two-factor settings) ask for the password again, then remember the
| confirmation for 3 hours. Use after `auth`.
*/
export default class ConfirmPasswordMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (passwordRecentlyConfirmed(ctx)) return next()
    rememberIntendedUrl(ctx)
    return ctx.response.redirect().toRoute('password.confirm')
  }
}
