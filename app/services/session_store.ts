import { configProvider } from '@adonisjs/core'
import { MessageBuilder } from '@adonisjs/core/helpers'
import db from '@adonisjs/lucid/services/db'
import type { ConfigProvider } from '@adonisjs/core/types'
import type {
  SessionData,
  SessionStoreContract,
  SessionStoreFactory,
  SessionStoreWithTaggingContract,
} from '@adonisjs/session/types'
import { readNow, type Row } from '#services/sqlite_reads'

/*
| The framework's session stores, minus two round trips to the store that change nothing:
|
| - A request without a session cookie gets a brand-new id, under which nothing can be stored
|   yet, so it is not looked up (every first visit to a public page used to read the database).
| - A session that was read and not changed has its expiry pushed forward ("touched") at most
|   once per TOUCH_INTERVAL_MS per process, instead of on every request (a database write per
|   signed-in request). The expiry then trails the last request by at most that interval, out
|   of a lifetime of two hours.
|
| - A guest's session that holds nothing but the CSRF secret (every first visit: shield puts one
|   in so the page's forms carry a token) lives in an encrypted cookie of its own, bound to the
|   session id, instead of a row: a visitor who only reads pages writes nothing to the store, and
|   reading it back needs no query. As soon as the session holds anything else (a flash message,
|   a sign-in, which also gives it a new id) it goes to the store and the cookie is cleared.
|
| - The database store's row is read at once on SQLite when it can be (sqlite_reads.ts), and
|   understood as the store does: gone when expired, nothing when its signature fails.
|
| Everything else (reading a cookie's session, writing, destroying, tagging) goes to the store.
*/
export const TOUCH_INTERVAL_MS = 60_000

/* Beyond this many sessions the memory is simply cleared: the cost is one extra touch each. */
const TOUCHED_MAX = 10_000
const touchedAt = new Map<string, number>()

function remember(sessionId: string, now: number) {
  if (touchedAt.size >= TOUCHED_MAX) touchedAt.clear()
  touchedAt.set(sessionId, now)
}

/* For tests: forget every touch, as a fresh process would. */
export function forgetTouches() {
  touchedAt.clear()
}

/* The cookie of a session kept in the browser (see above) and what may be kept there. */
export const COOKIE_SESSION = 'guest_session'
const COOKIE_KEYS = new Set(['csrf-secret'])

type Values = SessionData
type Held = { id: string; values: Values }

function cookieWorthy(values: Values) {
  const keys = Object.keys(values)
  return keys.length > 0 && keys.every((key) => COOKIE_KEYS.has(key))
}

/* The database store's table, when the factory is that store's. */
type Options = { table?: string }

export function withoutIdleRoundTrips(
  factory: SessionStoreFactory,
  { table }: Options = {}
): SessionStoreFactory {
  const rowSql = table && `select "data", "expires_at" from "${table}" where "id" = ?`
  return (ctx, config) => {
    const store = factory(ctx, config)
    const cookieOptions = { ...config.cookie, maxAge: config.age }
    // Of this request: the session it read from its own cookie, if any.
    let held: Held | undefined
    const heldIn = (sessionId: string) => {
      if (!ctx) return undefined
      const value = ctx.request.encryptedCookie(COOKIE_SESSION) as Held | null | undefined
      return value?.id === sessionId && value.values ? value : undefined
    }
    const carried = () => Boolean(ctx?.request.plainCookie(COOKIE_SESSION, { encoded: false }))
    const keep = (sessionId: string, values: Values) =>
      ctx!.response.encryptedCookie(COOKIE_SESSION, { id: sessionId, values }, cookieOptions)
    const wrapped: SessionStoreContract = {
      read(sessionId) {
        // The session collection (listing and ending sessions) has no request: it always reads.
        if (ctx && ctx.request.cookie(config.cookieName) !== sessionId) return null
        held = heldIn(sessionId)
        if (held) return held.values
        const rows = rowSql ? readNow(db.connection(), rowSql, [sessionId]) : undefined
        if (rows) return fromRow(rows[0], sessionId, store)
        return store.read(sessionId)
      },
      async write(sessionId, data) {
        if (ctx && cookieWorthy(data)) {
          keep(sessionId, data)
          remember(sessionId, Date.now())
          // It was a row before (a flash message read and gone): the row goes.
          if (!held && ctx.request.cookie(config.cookieName) === sessionId) {
            await store.destroy(sessionId)
          }
          return
        }
        if (carried()) ctx!.response.clearCookie(COOKIE_SESSION)
        await store.write(sessionId, data)
        remember(sessionId, Date.now())
      },
      async destroy(sessionId) {
        touchedAt.delete(sessionId)
        if (carried()) ctx!.response.clearCookie(COOKIE_SESSION)
        if (held?.id === sessionId) return
        await store.destroy(sessionId)
      },
      async touch(sessionId) {
        const now = Date.now()
        const last = touchedAt.get(sessionId)
        if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return
        if (held?.id === sessionId) keep(sessionId, held.values)
        else await store.touch(sessionId)
        remember(sessionId, now)
      },
    }
    // The session checks `'tag' in store` to know whether the store supports tagging.
    if ('tag' in store) {
      const tagging = store as SessionStoreWithTaggingContract
      Object.assign(wrapped, {
        tag: tagging.tag.bind(tagging),
        untag: tagging.untag.bind(tagging),
        tagged: tagging.tagged.bind(tagging),
      })
    }
    return wrapped
  }
}

/* A database store's row, as that store reads it. */
function fromRow(row: Row | undefined, sessionId: string, store: SessionStoreContract) {
  if (!row) return null
  if (Date.now() > new Date(row.expires_at as string | number).getTime()) {
    return Promise.resolve(store.destroy(sessionId)).then(() => null)
  }
  try {
    return new MessageBuilder().verify<Values>(row.data, sessionId)
  } catch {
    return null
  }
}

/* For config/session.ts: wraps one of `stores.*` from @adonisjs/session. */
export function lazyStore(
  provider: ConfigProvider<SessionStoreFactory>,
  options: Options = {}
): ConfigProvider<SessionStoreFactory> {
  return configProvider.create(async (app) =>
    withoutIdleRoundTrips(await provider.resolver(app), options)
  )
}
