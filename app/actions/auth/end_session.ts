import type { HttpContext } from '@adonisjs/core/http'
import { afterResponse } from '#infrastructure/after_response'
import { revokeSessions } from '#infrastructure/access_revocation'

/*
| Ends this session completely: no user, no data, and the stored session is deleted. The sockets
| opened with it (this browser's other tabs too) are closed once the store no longer has it.
*/
export async function endSession(ctx: HttpContext) {
  const endedId = ctx.session.sessionId
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
  afterResponse(ctx, () => revokeSessions([endedId]))
}
