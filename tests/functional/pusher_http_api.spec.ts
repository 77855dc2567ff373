import { test } from '@japa/runner'
import Pusher from 'pusher'
import WebSocket from 'ws'
import env from '#start/env'
import realtimeConfig from '#config/realtime'

const port = env.get('PORT', 3334)
const sdk = (secret = realtimeConfig.secret) =>
  new Pusher({
    appId: realtimeConfig.appId,
    key: realtimeConfig.key,
    secret,
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  })

/* A raw protocol client on the app's own port, subscribed to a public channel. */
async function subscriber(channel: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${realtimeConfig.key}?protocol=7`)
  const frames: { event: string; channel?: string; data?: string }[] = []
  socket.on('message', (raw) => frames.push(JSON.parse(raw.toString())))
  await new Promise((resolve) => socket.once('open', resolve))
  socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel } }))
  const until = async (predicate: () => boolean) => {
    for (let i = 0; i < 100 && !predicate(); i++) await new Promise((r) => setTimeout(r, 20))
  }
  await until(() => frames.some((f) => f.event === 'pusher_internal:subscription_succeeded'))
  return { socket, frames, until }
}

test.group('Pusher HTTP API on the app (official pusher SDK)', () => {
  test('a signed trigger reaches subscribers on the app socket', async ({ assert, cleanup }) => {
    const client = await subscriber('announcements')
    cleanup(() => client.socket.close())

    const response = await sdk().trigger('announcements', 'release', { version: '1.2.0' })
    assert.equal(response.status, 200)

    await client.until(() => client.frames.some((f) => f.event === 'release'))
    const event = client.frames.find((f) => f.event === 'release')!
    assert.deepEqual(JSON.parse(event.data!), { version: '1.2.0' })
  })

  test('channel information is readable through the SDK', async ({ assert, cleanup }) => {
    const client = await subscriber('status-board')
    cleanup(() => client.socket.close())
    const response = await sdk().get({ path: '/channels', params: { info: 'subscription_count' } })
    assert.equal(response.status, 200)
    const body = (await response.json()) as { channels: Record<string, unknown> }
    assert.property(body.channels, 'status-board')
  })

  test('a request signed with the wrong secret is refused', async ({ assert }) => {
    try {
      await sdk('not-the-secret').trigger('announcements', 'release', {})
      assert.fail('the trigger should have been refused')
    } catch (error) {
      assert.equal((error as { status: number }).status, 401)
    }
  })
})
