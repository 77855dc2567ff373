import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { trackSession } from '#actions/auth/track_session'

/*
| Keeps each signed-in session findable by its user (for the session list and for ending
| sessions). It runs after the request, so a login that happened during it is seen, and in a
| `finally`, so a request that failed still records its session before the store is written.
*/
export default class TrackSessionMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    try {
      return await next()
    } finally {
      await trackSession(ctx)
    }
  }
}
