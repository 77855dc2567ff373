import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
| Public pages still need to know whether someone is signed in (navigation, user menu).
|
| An account staff deactivated is signed out here, on every route, whatever session or
| remember-me cookie it still holds: deactivating ends its sessions, and this is the net under
| that (a session the store kept, a cookie from before), so no route ever serves it.
*/
export default class SilentAuthMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    await ctx.auth.check()
    if (ctx.auth.user?.deactivatedAt) await ctx.auth.use('web').logout()
    return next()
  }
}
