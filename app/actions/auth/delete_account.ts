import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { endAllSessions } from '#actions/auth/end_all_sessions'
import { endSession } from '#actions/auth/end_session'

/*
| Irreversible. Deleting the user row removes, through foreign keys, everything that belongs
| to it (remember-me and reset tokens today; projects and messages as they arrive). Every
| session of the account ends, this one included.
*/
export async function deleteAccount(ctx: HttpContext, user: User) {
  await endAllSessions(user)
  await user.delete()
  await endSession(ctx)
}
