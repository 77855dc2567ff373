import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import User from '#models/user'
import { storedTime } from '#actions/unread/unread'
import { currentDevice, sessionTag, type DeviceRecord } from '#actions/auth/sessions'
import { DEVICE_KEY } from '#infrastructure/session_keys'
import { followRenewedSession } from '#actions/push/subscriptions'

/* Activity is recorded to the minute: most requests only touch the session's expiry. */
const ACTIVITY_RESOLUTION_MS = 60_000

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
  await followRenewedSession(ctx, user)
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
  if (!tagged) await session.tag(sessionTag(user))
  session.put(DEVICE_KEY, { sessionId: session.sessionId, ...device, lastActiveAt: now })
  // The back office's "last active" (/team), as fine as the session's own record.
  await User.query()
    .where('id', user.id)
    .update({ last_active_at: storedTime(DateTime.fromMillis(now)) })
}
