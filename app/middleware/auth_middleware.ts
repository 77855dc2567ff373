import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import type { Authenticators } from '@adonisjs/auth/types'
import { rememberIntendedUrl } from '#actions/auth/redirects'
import { mustSetUpTwoFactorFirst } from '#services/staff_two_factor'

/*
| Guests asking for a signed-in page are sent to the login page, which brings them back after.
| A staff account without two-factor, when REQUIRE_STAFF_TWO_FACTOR is on, is sent to set it up
| first (app/services/staff_two_factor.ts).
*/
export default class AuthMiddleware {
  redirectTo = '/login'

  async handle(
    ctx: HttpContext,
    next: NextFn,
    options: { guards?: (keyof Authenticators)[] } = {}
  ) {
    await ctx.auth.check()
    if (!ctx.auth.isAuthenticated) {
      // A script asking for JSON (the chat) cannot follow a redirect to a page: it hears 401.
      if (!ctx.request.header('X-Inertia') && ctx.request.accepts(['html', 'json']) === 'json') {
        return ctx.response.unauthorized({ message: ctx.i18n.t('errors.E_UNAUTHORIZED_ACCESS') })
      }
      rememberIntendedUrl(ctx)
      // Plain path: a signed link's query string belongs to the page asked for, not to /login.
      return ctx.response.redirect(this.redirectTo)
    }
    const user = await ctx.auth.authenticateUsing(options.guards, { loginRoute: this.redirectTo })
    if (mustSetUpTwoFactorFirst(user, ctx.route?.name)) {
      if (!ctx.request.header('X-Inertia') && ctx.request.accepts(['html', 'json']) === 'json') {
        return ctx.response.forbidden({ message: ctx.i18n.t('team.twoFactor.required') })
      }
      ctx.session.flash('error', ctx.i18n.t('team.twoFactor.required'))
      return ctx.response.redirect().toRoute('two_factor.show')
    }
    return next()
  }
}
