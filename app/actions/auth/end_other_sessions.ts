import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { endAllSessions } from '#actions/auth/end_all_sessions'

/*
| Ends the user's other sessions and every remember-me token, keeping this device signed in:
| when it was remembered, it gets a fresh token (and, through the new login, a fresh session id).
*/
export async function endOtherSessions(ctx: HttpContext, user: User) {
  const guard = ctx.auth.use('web')
  const remembered = !!ctx.request.encryptedCookie(guard.rememberMeKeyName)
  await endAllSessions(user, ctx.session.sessionId)
  if (remembered) await guard.login(user, true)
}
