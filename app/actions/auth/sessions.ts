import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import db from '@adonisjs/lucid/services/db'
import { SessionCollection } from '@adonisjs/session'
import type User from '#models/user'

/*
| Sessions live in the server's store (database, Redis, or memory in tests), and each signed-in
| session is tagged with its user's id through the store's own tagging, which all three support.
| So a user's sessions can be listed and ended on every store without a table of our own: ending
| one deletes it from the store, and its cookie then names nothing.
|
| What the list shows about a device (user agent, address, last activity) is kept inside the
| session itself under DEVICE_KEY, written by the track-session middleware after the request.
*/
export const DEVICE_KEY = 'device'

/* Activity is recorded to the minute: most requests only touch the session's expiry. */
const ACTIVITY_RESOLUTION_MS = 60_000
const USER_AGENT_MAX = 512

export type DeviceRecord = {
  sessionId: string
  userAgent: string
  ip: string
  lastActiveAt: number
}

export type BrowserSession = {
  userAgent: string
  ip: string | null
  lastActiveAt: Date
  current: boolean
}

function sessions() {
  return app.container.make(SessionCollection)
}

function userKey(user: User) {
  return String(user.id)
}

function currentDevice(ctx: HttpContext) {
  return {
    userAgent: (ctx.request.header('user-agent') ?? '').slice(0, USER_AGENT_MAX),
    ip: ctx.request.ip(),
  }
}

/*
| Runs after every request. A session that just became signed in (login, a remember-me cookie,
| or a new id after a password change) is tagged with its user, so it can be listed and ended.
*/
export async function trackSession(ctx: HttpContext) {
  // `user` is set by a login during this request too (which leaves `isAuthenticated` false).
  const guard = ctx.auth.use('web')
  const user = guard.user
  if (!user || guard.isLoggedOut) return

  const session = ctx.session
  const stored = session.get(DEVICE_KEY) as DeviceRecord | undefined
  const device = currentDevice(ctx)
  const now = Date.now()
  const tagged = stored?.sessionId === session.sessionId
  if (
    tagged &&
    now - stored.lastActiveAt < ACTIVITY_RESOLUTION_MS &&
    stored.userAgent === device.userAgent &&
    stored.ip === device.ip
  ) {
    return
  }
  if (!tagged) await session.tag(userKey(user))
  session.put(DEVICE_KEY, { sessionId: session.sessionId, ...device, lastActiveAt: now })
}

/*
| The user's signed-in sessions, this one first, then the most recently active. This one is
| described from the request itself: the store holds what the previous request left.
*/
export async function listSessions(ctx: HttpContext, user: User): Promise<BrowserSession[]> {
  const guard = ctx.auth.use('web')
  const currentId = ctx.session.sessionId
  const others = (await (await sessions()).tagged(userKey(user)))
    .filter((entry) => entry.id !== currentId && entry.data[guard.sessionKeyName] === user.id)
    .map((entry) => {
      const device = entry.data[DEVICE_KEY] as DeviceRecord | undefined
      return {
        userAgent: device?.userAgent ?? '',
        ip: device?.ip ?? null,
        lastActiveAt: new Date(device?.lastActiveAt ?? 0),
        current: false,
      }
    })
    .sort((a, b) => b.lastActiveAt.getTime() - a.lastActiveAt.getTime())
  return [{ ...currentDevice(ctx), lastActiveAt: new Date(), current: true }, ...others]
}

/* Ends every session of the user and deletes their remember-me tokens. */
export async function endAllSessions(user: User, keepSessionId?: string) {
  const collection = await sessions()
  for (const entry of await collection.tagged(userKey(user))) {
    if (entry.id !== keepSessionId) await collection.destroy(entry.id)
  }
  await db.from('remember_me_tokens').where('tokenable_id', user.id).delete()
}

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

/* Ends this session completely: no user, no data, and the stored session is deleted. */
export async function endSession(ctx: HttpContext) {
  await ctx.auth.use('web').logout()
  ctx.session.clear()
  ctx.session.regenerate()
}
