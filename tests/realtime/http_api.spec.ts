import { test } from '@japa/runner'
import Pusher from 'pusher'
import { handleHttpApi } from '../../app/realtime/http_api.js'
import type { HttpApiBackend } from '../../app/realtime/http_api.js'
import { apiSignedString, hmacSha256Hex, md5Hex } from '../../app/realtime/signature.js'
import { APP, RawClient, getJson, startNode } from './helpers.js'
import type { Frame } from './helpers.js'

const event = (name: string) => (f: Frame) => f.event === name

function sdkFor(port: number) {
  return new Pusher({ ...APP, host: '127.0.0.1', port: String(port), useTLS: false })
}

/** Signs a request the way the Pusher HTTP API specifies, with overridable parts. */
function signedUrl(
  method: string,
  path: string,
  body: string,
  overrides: Record<string, string> = {}
) {
  const query = new URLSearchParams({
    auth_key: APP.key,
    auth_timestamp: String(Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    ...(body ? { body_md5: md5Hex(body) } : {}),
    ...overrides,
  })
  const signature = hmacSha256Hex(APP.secret, apiSignedString(method, path, query))
  query.set('auth_signature', overrides.auth_signature ?? signature)
  return `${path}?${query}`
}

test.group('Realtime HTTP API | official pusher SDK', () => {
  test('trigger reaches subscribers and skips the socket_id given', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const pusher = sdkFor(node.port)
    const author = await RawClient.connect(node.wsUrl)
    const reader = await RawClient.connect(node.wsUrl)
    await author.subscribed('presence-project.1', { user_id: 1 })
    await reader.subscribed('presence-project.1', { user_id: 2 })

    const response = await pusher.trigger(
      'presence-project.1',
      'message.created',
      { id: 5 },
      {
        socket_id: author.socketId,
      }
    )
    assert.equal(response.status, 200)
    const frame = await reader.next(event('message.created'))
    assert.deepEqual(frame.data, { id: 5 })
    await author.flush()
    assert.isFalse(author.has(event('message.created')))
    author.close()
    reader.close()
  })

  test('trigger to several channels and triggerBatch deliver each event', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const pusher = sdkFor(node.port)
    const client = await RawClient.connect(node.wsUrl)
    await client.subscribed('a')
    await client.subscribed('private-b')
    await pusher.trigger(['a', 'private-b'], 'multi', 'x')
    const multi = [await client.next(event('multi')), await client.next(event('multi'))]
    assert.sameMembers(
      multi.map((f) => f.channel),
      ['a', 'private-b']
    )
    await pusher.triggerBatch([
      { channel: 'a', name: 'one', data: { n: 1 } },
      { channel: 'private-b', name: 'two', data: { n: 2 } },
    ])
    assert.deepEqual(await client.dataOf(event('one')), { n: 1 })
    assert.deepEqual(await client.dataOf(event('two')), { n: 2 })
    client.close()
  })

  test('reads channels, channel info and presence users', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const pusher = sdkFor(node.port)
    const tabs = [1, 1, 2].map(() => RawClient.connect(node.wsUrl))
    const [a1, a2, b] = await Promise.all(tabs)
    await a1.subscribed('presence-project.9', { user_id: 'alice' })
    await a2.subscribed('presence-project.9', { user_id: 'alice' })
    await b.subscribed('presence-project.9', { user_id: 'bob' })
    await b.subscribed('public-room')

    const all = await getJson(pusher, '/channels')
    assert.deepEqual(all, { channels: { 'presence-project.9': {}, 'public-room': {} } })

    const presence = await pusher.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    })
    assert.deepEqual(await presence.json(), {
      channels: { 'presence-project.9': { user_count: 2 } },
    })

    const info = await pusher.get({
      path: '/channels/presence-project.9',
      params: { info: 'user_count,subscription_count' },
    })
    assert.deepEqual(await info.json(), { occupied: true, user_count: 2, subscription_count: 3 })

    const empty = await pusher.get({ path: '/channels/nobody-here' })
    assert.deepEqual(await empty.json(), { occupied: false })

    const users = await getJson(pusher, '/channels/presence-project.9/users')
    assert.sameDeepMembers(users.users, [{ id: 'alice' }, { id: 'bob' }])
    for (const client of [a1, a2, b]) client.close()
  })

  test('refuses event data over 10 KB with 413', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const pusher = sdkFor(node.port)
    const error = await pusher.trigger('a', 'big', 'x'.repeat(10 * 1024 + 1)).catch((e) => e)
    assert.equal(error.status, 413)
  })

  test('refuses SDK calls signed with another secret', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const pusher = new Pusher({
      ...APP,
      secret: 'nope',
      host: '127.0.0.1',
      port: String(node.port),
    })
    const error = await pusher.trigger('a', 'x', {}).catch((e) => e)
    assert.equal(error.status, 401)
  })
})

test.group('Realtime HTTP API | request checks', () => {
  const backend: HttpApiBackend & { triggered: unknown[][] } = {
    ...APP,
    maxMessageBytes: 10240,
    triggered: [],
    trigger(...args) {
      this.triggered.push(args)
    },
    async channelStats() {
      return new Map([['presence-x', { subscriptionCount: 2, userCount: 1 }]])
    },
    async presenceMembers() {
      return [{ user_id: '1' }]
    },
    revoke() {},
  }
  const body = JSON.stringify({ name: 'e', channel: 'c', data: '{}' })

  test('accepts a correctly signed request', async ({ assert }) => {
    const url = signedUrl('POST', '/apps/1/events', body)
    const response = await handleHttpApi({ method: 'POST', url, body }, backend)
    assert.deepEqual(response, { status: 200, body: {} })
  })

  test('refuses a stale timestamp, a tampered body and a bad signature', async ({ assert }) => {
    const stale = String(Math.floor(Date.now() / 1000) - 601)
    const cases = [
      signedUrl('POST', '/apps/1/events', body, { auth_timestamp: stale }),
      signedUrl('POST', '/apps/1/events', body, { body_md5: md5Hex('{}') }),
      signedUrl('POST', '/apps/1/events', body, { auth_signature: 'f'.repeat(64) }),
      signedUrl('POST', '/apps/1/events', body, { auth_key: 'someone-else' }),
      signedUrl('POST', '/apps/1/events', body, { auth_version: '2.0' }),
      '/apps/1/events',
    ]
    for (const url of cases) {
      const response = await handleHttpApi({ method: 'POST', url, body }, backend)
      assert.equal(response.status, 401, url)
    }
    // The signature covers the method and the path, too.
    const url = signedUrl('GET', '/apps/1/events', body)
    assert.containsSubset(await handleHttpApi({ method: 'POST', url, body }, backend), {
      status: 401,
    })
  })

  test('answers 404 for another app id and 400 for malformed events', async ({ assert }) => {
    const other = signedUrl('POST', '/apps/2/events', body)
    assert.containsSubset(await handleHttpApi({ method: 'POST', url: other, body }, backend), {
      status: 404,
    })
    const malformed = [
      'not json',
      JSON.stringify({ name: 'e', data: '{}' }),
      JSON.stringify({ name: '', channel: 'c', data: '{}' }),
      JSON.stringify({ name: 'e', channel: 'bad channel', data: '{}' }),
      JSON.stringify({ name: 'e', channel: 'c', data: '{}', socket_id: 'abc' }),
      JSON.stringify({ name: 'e', channels: Array.from({ length: 101 }, (_, i) => `c${i}`) }),
    ]
    for (const raw of malformed) {
      const url = signedUrl('POST', '/apps/1/events', raw)
      const response = await handleHttpApi({ method: 'POST', url, body: raw }, backend)
      assert.equal(response.status, 400, raw)
    }
  })

  test('answers user_count only for presence channels', async ({ assert }) => {
    const url = signedUrl('GET', '/apps/1/channels', '', { info: 'user_count' })
    assert.containsSubset(await handleHttpApi({ method: 'GET', url, body: '' }, backend), {
      status: 400,
    })
    const users = signedUrl('GET', '/apps/1/channels/private-x/users', '')
    assert.containsSubset(await handleHttpApi({ method: 'GET', url: users, body: '' }, backend), {
      status: 400,
    })
  })

  test('refuses a batch with an oversized event without delivering any of it', async ({
    assert,
  }) => {
    backend.triggered = []
    const raw = JSON.stringify({
      batch: [
        { channel: 'a', name: 'ok', data: '{}' },
        { channel: 'a', name: 'big', data: 'x'.repeat(10241) },
      ],
    })
    const url = signedUrl('POST', '/apps/1/batch_events', raw)
    const response = await handleHttpApi({ method: 'POST', url, body: raw }, backend)
    assert.equal(response.status, 413)
    assert.lengthOf(backend.triggered, 0)
  })
})
