import { test } from '@japa/runner'
import { ChannelRules, authorizeSubscription } from '../../app/realtime/channel_rules.js'
import { Broadcaster, BroadcastError } from '../../app/realtime/broadcaster.js'
import { verifySubscription } from '../../app/realtime/signature.js'
import { APP, RawClient, startNode } from './helpers.js'

interface User {
  id: number
  name: string
}

const alice: User = { id: 1, name: 'Alice' }
const bob: User = { id: 2, name: 'Bob' }

/* A personal channel as the app defines it (start/channels.ts asks UserPolicy the same). */
const personalRules = () =>
  new ChannelRules<User>().define('private-user.{id}', (user, { id }) => String(user.id) === id)

test.group('Realtime channel rules', () => {
  test('a pattern matches whole channel names only, and its rule decides', async ({ assert }) => {
    const rules = personalRules()
    assert.deepEqual(await rules.authorize(alice, 'private-user.1'), { readOnly: false })
    assert.isFalse(await rules.authorize(bob, 'private-user.1'))
    assert.isFalse(await rules.authorize(alice, 'private-user.1.extra'))
    assert.isFalse(await rules.authorize(alice, 'private-unknown.1'))
    assert.isFalse(await rules.authorize(alice, 'user.1'))
  })

  test('presence rules return the member the channel will show', async ({ assert }) => {
    const members = new Set([1])
    const rules = new ChannelRules<User>().define('presence-project.{id}', (user, { id }) =>
      id === '7' && members.has(user.id)
        ? { user_id: user.id, user_info: { name: user.name } }
        : false
    )
    assert.deepEqual(await rules.authorize(alice, 'presence-project.7'), {
      member: { user_id: '1', user_info: { name: 'Alice' } },
      readOnly: false,
    })
    assert.isFalse(await rules.authorize(bob, 'presence-project.7'))
    assert.throws(() => rules.define('news.{id}', () => true))
  })

  test('authorizeSubscription signs what the server accepts', async ({ assert }) => {
    const rules = personalRules().define('presence-project.{id}', async (user) => ({
      user_id: user.id,
      user_info: { name: user.name },
    }))
    const base = { rules, key: APP.key, secret: APP.secret, socketId: '123.456' }

    const privateAuth = await authorizeSubscription({
      ...base,
      user: alice,
      channelName: 'private-user.1',
      session: 'tag-1',
      now: 1000,
    })
    assert.equal(privateAuth.status, 200)
    const granted = privateAuth.body as { auth: string; channel_data: string }
    // A private channel's authorisation is bound to its user and session too.
    assert.deepEqual(JSON.parse(granted.channel_data), {
      user_id: '1',
      grant: { issuedAt: 1000, session: 'tag-1' },
    })
    assert.isTrue(
      verifySubscription(
        APP.key,
        APP.secret,
        granted.auth,
        '123.456',
        'private-user.1',
        granted.channel_data
      )
    )
    assert.isFalse(
      verifySubscription(APP.key, APP.secret, granted.auth, '123.456', 'private-user.1')
    )

    const presence = await authorizeSubscription({
      ...base,
      user: bob,
      channelName: 'presence-project.1',
      now: 2000,
    })
    assert.equal(presence.status, 200)
    const body = presence.body as { auth: string; channel_data: string }
    assert.deepEqual(JSON.parse(body.channel_data), {
      user_id: '2',
      user_info: { name: 'Bob' },
      grant: { issuedAt: 2000 },
    })
    assert.isTrue(
      verifySubscription(
        APP.key,
        APP.secret,
        body.auth,
        '123.456',
        'presence-project.1',
        body.channel_data
      )
    )

    assert.containsSubset(
      await authorizeSubscription({ ...base, user: bob, channelName: 'private-user.1' }),
      { status: 403 }
    )
    assert.containsSubset(
      await authorizeSubscription({ ...base, user: null, channelName: 'private-user.1' }),
      { status: 403 }
    )
    const malformed = await authorizeSubscription({
      ...base,
      socketId: 'x',
      user: alice,
      channelName: 'private-user.1',
    })
    assert.equal(malformed.status, 400)
  })

  test('a client subscribes with what authorizeSubscription returns', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const rules = personalRules()
    const client = await RawClient.connect(node.wsUrl)
    const { body } = await authorizeSubscription({
      rules,
      user: alice,
      socketId: client.socketId,
      channelName: 'private-user.1',
      key: APP.key,
      secret: APP.secret,
    })
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-user.1', ...body } })
    const frame = await client.next((f) => f.event === 'pusher_internal:subscription_succeeded')
    assert.equal(frame.channel, 'private-user.1')
    client.close()
  })
})

test.group('Realtime broadcaster', () => {
  test('broadcasts through the in-process server, skipping the given socket', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const broadcaster = new Broadcaster(node.realtime)
    const author = await RawClient.connect(node.wsUrl)
    const reader = await RawClient.connect(node.wsUrl)
    await author.subscribed('presence-project.2', { user_id: 1 })
    await reader.subscribed('presence-project.2', { user_id: 2 })
    broadcaster.broadcast(
      'presence-project.2',
      'message.created',
      { id: 9, text: 'Hi' },
      {
        exceptSocketId: author.socketId,
      }
    )
    const frame = await reader.next((f) => f.event === 'message.created')
    assert.deepEqual(frame.data, { id: 9, text: 'Hi' })
    await author.flush()
    assert.isFalse(author.has((f) => f.event === 'message.created'))
    author.close()
    reader.close()
  })

  test('refuses payloads over the size limit and invalid channel names', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const broadcaster = new Broadcaster(node.realtime)
    assert.throws(() => broadcaster.broadcast('a', 'big', 'x'.repeat(10241)), BroadcastError as any)
    assert.throws(() => broadcaster.broadcast('bad name', 'e', {}), BroadcastError as any)
  })
})
