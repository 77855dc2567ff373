import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { deletePasswordResetTokens, findResetToken } from '#actions/auth/password_reset'
import { endAllSessions } from '#actions/auth/end_all_sessions'

/*
| Sets the new password from a reset link and burns every reset token of the user, in one
| transaction; then ends every session and remember-me token (outside it: the session store
| may share SQLite's one connection). Answers the user, or null for an unknown or expired token.
*/
export async function resetPassword(token: string, password: string) {
  const user = await db.transaction(async (trx) => {
    const row = await findResetToken(token, trx)
    if (!row) return null
    const found = await User.findOrFail(row.user_id, { client: trx })
    found.password = password
    await found.save()
    await deletePasswordResetTokens(found, trx)
    return found
  })
  if (user) await endAllSessions(user)
  return user
}
