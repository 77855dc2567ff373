import type { HttpContext } from '@adonisjs/core/http'
import User from '#models/user'
import { PENDING_LOGIN_KEY } from '#infrastructure/session_keys'

type Session = HttpContext['session']
type PendingLogin = { id: number; remember: boolean }

/*
| A user with two-factor who passed the password step: remembered in the session until the code
| is given. Going back to the login form abandons it, so the challenge must be earned again.
*/
export function startPendingLogin(session: Session, user: User, remember: boolean) {
  session.put(PENDING_LOGIN_KEY, { id: user.id, remember } satisfies PendingLogin)
}

/* The user owing a code, while they still have two-factor (it may have been turned off since). */
export async function findPendingLogin(session: Session) {
  const pending = session.get(PENDING_LOGIN_KEY) as PendingLogin | undefined
  if (!pending?.id) return null
  const user = await User.find(pending.id)
  return user?.hasTwoFactorEnabled ? { user, remember: pending.remember } : null
}

export function abandonPendingLogin(session: Session) {
  session.forget(PENDING_LOGIN_KEY)
}
