import { configProvider } from '@adonisjs/core'
import { defineConfig } from '@adonisjs/session'
import { MessageBuilder } from '@adonisjs/core/helpers'
import type { ConfigProvider } from '@adonisjs/core/types'
import type {
  SessionData,
  SessionStoreContract,
  SessionStoreFactory,
  SessionStoreWithTaggingContract,
} from '@adonisjs/session/types'
import { read, type Row } from '#data/run'
import { sessionRow } from '#data/session_row'
import { BoundedCache } from '#infrastructure/bounded_cache'

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
| - The database store's row is read at once on SQLite when it can be (app/data/run.ts), and
|   understood as the store does: gone when expired, nothing when its signature fails.
|
| Everything else (reading a cookie's session, writing, destroying, tagging) goes to the store.
*/
export const TOUCH_INTERVAL_MS = 60_000

/* Beyond this many sessions the memory is simply cleared: the cost is one extra touch each. */
const touchedAt = new BoundedCache<string, number>('session_touches', 10_000)

function remember(sessionId: string, now: number) {
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
  const rowRead = table ? sessionRow(table) : undefined
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
        if (!rowRead) return store.read(sessionId)
        const rows = read(rowRead, [sessionId])
        return Array.isArray(rows)
          ? fromRow(rows[0], sessionId, store)
          : rows.then((answer) => fromRow(answer[0], sessionId, store))
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
    withRenewalsKept(withoutIdleRoundTrips(await provider.resolver(app), options))
  )
}

/* For config/session.ts: the framework's memory store (tests), with renewals kept too. */
export function memoryStore(): ConfigProvider<SessionStoreFactory> {
  return configProvider.create(async (app) => {
    const resolved = await defineConfig({ store: 'memory', stores: {} }).resolver(app)
    return withRenewalsKept((resolved.stores as Record<'memory', SessionStoreFactory>).memory)
  })
}

/*
| A request that runs while another request of the same browser renews the session (a new id at
| sign-in, at a two-factor sign-in, when the other sessions are logged out) or ends it (signing
| out) must not undo that. Such requests are common: the service worker fetching the offline
| page, the manifest, a request a page sends beside a form. The framework re-sends the session
| cookie on every answer, so an answer that read the old id and arrives after the renewing
| answer put the browser back on a session that no longer exists, and the next page sent it to
| the login page (a valid recovery code answered with /login); a write under the old id would
| also bring the old session back to life (signed in again after signing out).
|
| - An answer that only read the session names it only when the browser does not hold that id
|   yet, so the requests a browser sends by itself (which only read) can never put an older id
|   back, whenever their answers arrive. The cookie lives long (SESSION_COOKIE_AGE): the store's
|   expiry, pushed on by use, is what ends an idle session, so re-sending the same id to refresh
|   the cookie's own age is not needed. An answer that changed the session names it as before.
| - Each renewal and ending is numbered, and a request that read the session before it neither
|   writes nor touches that id, and its answer names no session. A renewed id (the browser was
|   given a new one) is refused so for a while whenever the request read it: a request sent with
|   the old cookie just before the renewing answer arrived would otherwise start a new, empty
|   session under it. A session emptied under its own id is not ended (the browser keeps using
|   it), and a browser whose session was ended elsewhere gets a new one as before. The numbering
|   is the process's own; another process's requests can still write the old id back.
*/
const SESSION_COOKIE_AGE = '400 days'
const ENDED_MAX = 10_000
/* How long a renewed id stays refused: far longer than any request runs. */
const RENEWED_REFUSED_MS = 2 * 60_000
let sequence = 0
type Ended = { sequence: number; at: number; renewed: boolean }
const ended = new Map<string, Ended>()

function markEnded(sessionId: string, renewed: boolean) {
  if (ended.size >= ENDED_MAX) ended.clear()
  ended.set(sessionId, { sequence: ++sequence, at: Date.now(), renewed })
}

export function withRenewalsKept(factory: SessionStoreFactory): SessionStoreFactory {
  return (ctx, config) => {
    const store = factory(ctx, config)
    // What this request read: the session id and the renewal count at that moment.
    let readId: string | undefined
    let readAt = 0
    const stale = (sessionId: string) => {
      const end = ended.get(sessionId)
      if (!end) return false
      // A renewed id is the browser's old cookie: whatever read it, the browser has the new one.
      if (end.renewed && Date.now() - end.at < RENEWED_REFUSED_MS) return true
      return sessionId === readId && end.sequence > readAt
    }
    // The framework has just set the session's cookie on the answer (Session#commit).
    const nameNoSession = () => {
      if (!ctx) return
      const header = ctx.response.getHeader('set-cookie')
      const cookies = (Array.isArray(header) ? header : header ? [header] : []).map(String)
      const others = cookies.filter((cookie) => !cookie.startsWith(`${config.cookieName}=`))
      ctx.response.removeHeader('set-cookie')
      for (const cookie of others) ctx.response.append('set-cookie', cookie)
    }
    const name = (sessionId: string, { ifNew }: { ifNew: boolean }) => {
      if (!ctx) return
      nameNoSession()
      if (ifNew && ctx.request.cookie(config.cookieName) === sessionId) return
      ctx.response.cookie(config.cookieName, sessionId, {
        ...config.cookie,
        maxAge: SESSION_COOKIE_AGE,
      })
    }
    const wrapped: SessionStoreContract = {
      read(sessionId) {
        readId = sessionId
        readAt = sequence
        return store.read(sessionId)
      },
      async write(sessionId, data) {
        if (stale(sessionId)) return nameNoSession()
        name(sessionId, { ifNew: false })
        await store.write(sessionId, data)
      },
      destroy(sessionId) {
        // Renewed (this request's session now has another id) or ended from outside any
        // request (the session list, "log out other sessions"). A session emptied under its
        // own id is not ended: the browser keeps using the id.
        if (!ctx) markEnded(sessionId, false)
        else if (ctx.session.sessionId !== sessionId) markEnded(sessionId, true)
        return store.destroy(sessionId)
      },
      async touch(sessionId) {
        if (stale(sessionId)) return nameNoSession()
        name(sessionId, { ifNew: true })
        await store.touch(sessionId)
      },
    }
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
