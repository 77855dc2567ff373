import type { HttpContext } from '@adonisjs/core/http'
import app from '@adonisjs/core/services/app'
import { SessionCollection } from '@adonisjs/session'
import type User from '#models/user'

/*
| Sessions live in the server's store (database, Redis, or memory in tests), and each signed-in
| session is tagged with its user's id through the store's own tagging, which all three support.
| So a user's sessions can be listed and ended on every store without a table of our own: ending
| one deletes it from the store, and its cookie then names nothing.
|
| What the list shows about a device (user agent, address, last activity) is kept inside the
| session itself under DEVICE_KEY (#infrastructure/session_keys), written by the track-session
| middleware after the request. The use cases sit beside this file: track_session.ts,
| list_sessions.ts, end_session.ts, end_other_sessions.ts, end_all_sessions.ts.
*/

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

export function sessionStore() {
  return app.container.make(SessionCollection)
}

/* The tag that marks a session as the user's. */
export function sessionTag(user: User) {
  return String(user.id)
}

export function currentDevice(ctx: HttpContext) {
  return {
    userAgent: (ctx.request.header('user-agent') ?? '').slice(0, USER_AGENT_MAX),
    ip: ctx.request.ip(),
  }
}
