import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import {
  currentDevice,
  sessionStore,
  sessionTag,
  type BrowserSession,
  type DeviceRecord,
} from '#actions/auth/sessions'
import { DEVICE_KEY } from '#infrastructure/session_keys'

/*
| The user's signed-in sessions, this one first, then the most recently active. This one is
| described from the request itself: the store holds what the previous request left.
*/
export async function listSessions(ctx: HttpContext, user: User): Promise<BrowserSession[]> {
  const guard = ctx.auth.use('web')
  const currentId = ctx.session.sessionId
  const others = (await (await sessionStore()).tagged(sessionTag(user)))
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
