import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
| Areas that need a verified e-mail address (dashboard, projects, offers). Use after `auth`.
| An unverified user is sent to the notice page that offers a new link.
*/
export default class VerifiedEmailMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const user = ctx.auth.user
    if (!user || !user.isEmailVerified) {
      return ctx.response.redirect().toRoute('verification.notice')
    }
    return next()
  }
}
