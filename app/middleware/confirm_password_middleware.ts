import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { passwordRecentlyConfirmed } from '#actions/auth/password_confirmation'
import { rememberIntendedUrl, rememberFormPage } from '#actions/auth/redirects'

/*
| Secure areas (two-factor settings) and drastic steps (the back office's changes to an
| account) ask for the password again, then remember the confirmation for 3 hours. Use after
| `auth`. A form sent unconfirmed cannot be replayed, so the user comes back to its page.
*/
export default class ConfirmPasswordMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (passwordRecentlyConfirmed(ctx)) return next()
    if (ctx.request.method() === 'GET') rememberIntendedUrl(ctx)
    else rememberFormPage(ctx)
    return ctx.response.redirect().toRoute('password.confirm')
  }
}
