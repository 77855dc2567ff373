import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { deletePasswordResetTokens } from '#actions/auth/password_reset'
import { endOtherSessions } from '#actions/auth/end_other_sessions'

/*
| A new password from settings ends every other session, every remember-me token and every
| reset link sent before it (someone who knew the old password, or read the mailbox, is locked
| out); this device stays signed in.
*/
export async function changePassword(ctx: HttpContext, user: User, password: string) {
  user.password = password
  await user.save()
  await deletePasswordResetTokens(user)
  await endOtherSessions(ctx, user)
}
