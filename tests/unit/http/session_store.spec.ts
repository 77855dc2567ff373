import { test } from '@japa/runner'
import type { HttpContext } from '@adonisjs/core/http'
import type { SessionConfig, SessionData, SessionStoreContract } from '@adonisjs/session/types'
import {
  forgetTouches,
  TOUCH_INTERVAL_MS,
  withoutIdleRoundTrips,
} from '#infrastructure/session_store'

/* A store that records what reached it. */
function recordingStore() {
  const calls: string[] = []
  const rows = new Map<string, SessionData>()
  const store: SessionStoreContract = {
    read: (id) => (calls.push(`read ${id}`), rows.get(id) ?? null),
    write: (id, data) => void (calls.push(`write ${id}`), rows.set(id, data)),
    destroy: (id) => void (calls.push(`destroy ${id}`), rows.delete(id)),
    touch: (id) => void calls.push(`touch ${id}`),
  }
  return { calls, rows, store }
}

const config = { cookieName: 'session' } as SessionConfig

/* A request carrying the given session cookie (or none). */
function request(cookie?: string) {
  return {
    request: {
      cookie: (name: string) => (name === 'session' ? cookie : undefined),
      // No session kept in the browser (a guest's CSRF secret): these sessions are rows.
      encryptedCookie: () => undefined,
      plainCookie: () => undefined,
    },
  }
}

test.group('Session store without idle round trips', (group) => {
  group.each.setup(() => forgetTouches())

  test('a request without a session cookie does not look its new id up', async ({ assert }) => {
    const { calls, store } = recordingStore()
    const lazy = withoutIdleRoundTrips(() => store)(request() as unknown as HttpContext, config)
    assert.isNull(await lazy.read('fresh-id'))
    assert.deepEqual(calls, [])
  })

  test('a request with its cookie reads its session', async ({ assert }) => {
    const { calls, rows, store } = recordingStore()
    rows.set('known', { user: 7 })
    const lazy = withoutIdleRoundTrips(() => store)(
      request('known') as unknown as HttpContext,
      config
    )
    assert.deepEqual(await lazy.read('known'), { user: 7 })
    assert.deepEqual(calls, ['read known'])
  })

  test('listing sessions (no request) always reads', async ({ assert }) => {
    const { calls, store } = recordingStore()
    const lazy = withoutIdleRoundTrips(() => store)(null as unknown as HttpContext, config)
    await lazy.read('any')
    assert.deepEqual(calls, ['read any'])
  })

  test('an unchanged session is touched once a minute, and after any write not at all', async ({
    assert,
  }) => {
    const { calls, store } = recordingStore()
    const lazy = () =>
      withoutIdleRoundTrips(() => store)(request('id') as unknown as HttpContext, config)
    await lazy().touch('id')
    await lazy().touch('id')
    await lazy().write('other', {})
    await lazy().touch('other')
    assert.deepEqual(calls, ['touch id', 'write other'])
  })

  test('a minute later, or once the session was destroyed, it is touched again', async ({
    assert,
  }) => {
    const { calls, store } = recordingStore()
    const lazy = () =>
      withoutIdleRoundTrips(() => store)(request('id') as unknown as HttpContext, config)
    const realNow = Date.now
    try {
      await lazy().touch('id')
      Date.now = () => realNow() + TOUCH_INTERVAL_MS + 1
      await lazy().touch('id')
      await lazy().destroy('id')
      await lazy().touch('id')
    } finally {
      Date.now = realNow
    }
    assert.deepEqual(calls, ['touch id', 'touch id', 'destroy id', 'touch id'])
  })

  test('tagging is offered exactly when the store offers it', ({ assert }) => {
    const { store } = recordingStore()
    const plain = withoutIdleRoundTrips(() => store)(request() as unknown as HttpContext, config)
    assert.notProperty(plain, 'tag')
    const tagged: string[] = []
    const taggingStore = {
      ...store,
      tag: (id: string, user: string | number) => void tagged.push(`${id}:${user}`),
      untag: () => {},
      tagged: () => [],
    }
    const wrapped = withoutIdleRoundTrips(() => taggingStore)(
      request() as unknown as HttpContext,
      config
    )
    assert.property(wrapped, 'tag')
    ;(wrapped as typeof taggingStore).tag('s1', 3)
    assert.deepEqual(tagged, ['s1:3'])
  })
})
