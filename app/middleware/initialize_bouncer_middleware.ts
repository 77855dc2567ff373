import { Bouncer } from '@adonisjs/bouncer'
import { policies } from '#generated/policies'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
| One Bouncer per request for the signed-in user (or the guest), so controllers ask
| `ctx.bouncer.with(SomePolicy).authorize('ability', ...)`. There are no loose abilities: every
| decision is a method of a policy in app/policies/.
*/
export default class InitializeBouncerMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    ctx.bouncer = new Bouncer(() => ctx.auth.user || null, {}, policies).setContainerResolver(
      ctx.containerResolver
    )
    return next()
  }
}

declare module '@adonisjs/core/http' {
  export interface HttpContext {
    bouncer: Bouncer<Exclude<HttpContext['auth']['user'], undefined>, {}, typeof policies>
  }
}
