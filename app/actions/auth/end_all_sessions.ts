import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { sessionStore, sessionTag } from '#actions/auth/sessions'
import { revokeSessions, revokeUser } from '#infrastructure/access_revocation'
import { keepOnlySessionDevices } from '#actions/push/subscriptions'
import { socketSessionTag } from '#infrastructure/socket_subjects'

/*
| Ends every session of the user (but `keepSessionId`) and deletes every remember-me token, so
| no browser gets back in without the password. The one place remember-me tokens are revoked:
| a password reset, a password change, "log out other devices" and account deletion all come
| through here. Not inside a database transaction: the session store may share SQLite's one
| connection. Their sockets are closed last, when nothing is left to sign them in again.
*/
export async function endAllSessions(user: User, keepSessionId?: string) {
  const store = await sessionStore()
  const ended: string[] = []
  for (const entry of await store.tagged(sessionTag(user))) {
    if (entry.id === keepSessionId) continue
    await store.destroy(entry.id)
    ended.push(entry.id)
  }
  await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
  // Keeping one session closes the others one by one; keeping none closes every socket.
  if (keepSessionId) {
    await revokeSessions(ended)
    await keepOnlySessionDevices(user.id, socketSessionTag(keepSessionId))
  } else await revokeUser(user.id)
}
