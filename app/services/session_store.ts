import { configProvider } from '@adonisjs/core'
import type { ConfigProvider } from '@adonisjs/core/types'
import type {
  SessionStoreContract,
  SessionStoreFactory,
  SessionStoreWithTaggingContract,
} from '@adonisjs/session/types'

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

export function withoutIdleRoundTrips(factory: SessionStoreFactory): SessionStoreFactory {
  return (ctx, config) => {
    const store = factory(ctx, config)
    const wrapped: SessionStoreContract = {
      read(sessionId) {
        // The session collection (listing and ending sessions) has no request: it always reads.
        if (ctx && ctx.request.cookie(config.cookieName) !== sessionId) return null
        return store.read(sessionId)
      },
      async write(sessionId, data) {
        await store.write(sessionId, data)
        remember(sessionId, Date.now())
      },
      async destroy(sessionId) {
        touchedAt.delete(sessionId)
        await store.destroy(sessionId)
      },
      async touch(sessionId) {
        const now = Date.now()
        const last = touchedAt.get(sessionId)
        if (last !== undefined && now - last < TOUCH_INTERVAL_MS) return
        await store.touch(sessionId)
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

/* For config/session.ts: wraps one of `stores.*` from @adonisjs/session. */
export function lazyStore(
  provider: ConfigProvider<SessionStoreFactory>
): ConfigProvider<SessionStoreFactory> {
  return configProvider.create(async (app) => withoutIdleRoundTrips(await provider.resolver(app)))
}
