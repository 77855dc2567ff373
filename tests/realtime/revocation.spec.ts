import { randomBytes } from 'node:crypto'
import { test } from '@japa/runner'
import { Redis } from 'ioredis'
import Pusher from 'pusher'
import { Broadcaster, redisBroadcastSink } from '../../app/realtime/broadcaster.js'
import { ChannelRules, authorizeSubscription } from '../../app/realtime/channel_rules.js'
import { APP, RawClient, startNode } from './helpers.js'
import type { Frame, TestNode } from './helpers.js'

const REDIS_URL = process.env.REALTIME_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

interface User {
  id: number
  viewer?: boolean
}

const alice: User = { id: 1 }
const bob: User = { id: 2 }

/* As the app's rules do: a personal channel, and a project whose viewers may not write. */
const rules = new ChannelRules<User>()
  .define('private-user.{id}', (user, { id }) => String(user.id) === id)
  .define('presence-project.{id}', (user) => ({
    user_id: user.id,
    user_info: {},
    readOnly: user.viewer === true,
  }))

/* Subscribes as the browser does: an authorisation from the app's endpoint, presented as is. */
async function join(client: RawClient, user: User, channel: string, session?: string) {
  const { status, body } = await authorizeSubscription({
    rules,
    user,
    channelName: channel,
    socketId: client.socketId,
    key: APP.key,
    secret: APP.secret,
    session,
  })
  if (status !== 200) throw new Error(`refused with ${status}`)
  client.send({ event: 'pusher:subscribe', data: { channel, ...body } })
  return body
}

async function joined(client: RawClient, user: User, channel: string, session?: string) {
  await join(client, user, channel, session)
  return client.next(
    (f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel
  )
}

const refusal = (channel: string) => (f: Frame) =>
  f.event === 'pusher:subscription_error' && f.channel === channel

test.group('Realtime revocation | one node', (group) => {
  let node: TestNode
  group.each.setup(async () => {
    node = await startNode()
    return () => node.close()
  })

  test('a revoked member is cut off at once and their earlier authorisation no longer works', async ({
    assert,
  }) => {
    const broadcaster = new Broadcaster(node.realtime)
    const member = await RawClient.connect(node.wsUrl)
    const owner = await RawClient.connect(node.wsUrl)
    await joined(member, bob, 'presence-project.7', 'bob-phone')
    await joined(owner, alice, 'presence-project.7', 'alice-laptop')

    // An authorisation fetched before the removal but presented after it.
    const late = await RawClient.connect(node.wsUrl)
    const stale = await authorizeSubscription({
      rules,
      user: bob,
      channelName: 'presence-project.7',
      socketId: late.socketId,
      key: APP.key,
      secret: APP.secret,
    })

    broadcaster.revoke({ userId: 2, channel: 'presence-project.7' })
    assert.deepEqual(await member.closed, { code: 4202, reason: 'Access changed' })

    broadcaster.broadcast('presence-project.7', 'message.created', { id: 1 })
    assert.deepEqual(await owner.dataOf((f) => f.event === 'message.created'), { id: 1 })
    // The owner's socket stays; the member is announced gone.
    assert.deepEqual(await owner.dataOf((f) => f.event === 'pusher_internal:member_removed'), {
      user_id: '2',
    })

    late.send({ event: 'pusher:subscribe', data: { channel: 'presence-project.7', ...stale.body } })
    const refused = await late.next(refusal('presence-project.7'))
    assert.equal(refused.data.status, 403)
    assert.isFalse(late.has((f) => f.event === 'message.created'))

    // A fresh authorisation (their access given back) is accepted again.
    await joined(late, bob, 'presence-project.7')
    for (const client of [owner, late]) client.close()
  })

  test('let back in the same millisecond as the removal: the new grant works, the one before does not', async ({
    assert,
  }) => {
    const client = await RawClient.connect(node.wsUrl)
    const grant = () =>
      authorizeSubscription({
        rules,
        user: bob,
        channelName: 'presence-project.8',
        socketId: client.socketId,
        key: APP.key,
        secret: APP.secret,
      })
    // Many rounds without a pause, so most fall within one millisecond of their revocation.
    const outcomes: string[] = []
    for (let round = 0; round < 50; round++) {
      const before = await grant()
      node.realtime.revoke({ userId: 2, channel: 'presence-project.8' })
      const after = await grant()
      for (const { body } of [before, after]) {
        client.send({ event: 'pusher:subscribe', data: { channel: 'presence-project.8', ...body } })
        const answer = await client.next(
          (f) =>
            f.channel === 'presence-project.8' &&
            (f.event === 'pusher:subscription_error' ||
              f.event === 'pusher_internal:subscription_succeeded')
        )
        outcomes.push(answer.event === 'pusher:subscription_error' ? 'refused' : 'accepted')
        if (answer.event !== 'pusher:subscription_error') {
          client.send({ event: 'pusher:unsubscribe', data: { channel: 'presence-project.8' } })
          await client.flush()
        }
      }
    }
    const expected = Array.from({ length: 50 }, () => ['refused', 'accepted']).flat()
    assert.deepEqual(outcomes, expected)
    client.close()
  })

  test('revoking a user closes only the sockets holding their subscriptions', async ({
    assert,
  }) => {
    const mine = await RawClient.connect(node.wsUrl)
    const someoneElse = await RawClient.connect(node.wsUrl)
    await joined(mine, bob, 'private-user.2')
    await joined(someoneElse, alice, 'private-user.1')

    node.realtime.revoke({ userId: '2' })
    assert.equal((await mine.closed).code, 4202)
    await someoneElse.flush()
    node.realtime.publish('private-user.1', 'notice', { ok: true })
    assert.deepEqual(await someoneElse.dataOf((f) => f.event === 'notice'), { ok: true })
    someoneElse.close()
  })

  test('ending a session closes the sockets opened with it, not the same user’s others', async ({
    assert,
  }) => {
    const laptop = await RawClient.connect(node.wsUrl)
    const phone = await RawClient.connect(node.wsUrl)
    await joined(laptop, alice, 'private-user.1', 'laptop')
    await joined(phone, alice, 'private-user.1', 'phone')

    node.realtime.revoke({ session: 'laptop' })
    assert.equal((await laptop.closed).code, 4202)
    node.realtime.publish('private-user.1', 'notice', { n: 1 })
    assert.deepEqual(await phone.dataOf((f) => f.event === 'notice'), { n: 1 })
    phone.close()
  })

  test('a read-only subscriber hears the channel but cannot send client events', async ({
    assert,
  }) => {
    const viewer = await RawClient.connect(node.wsUrl)
    const member = await RawClient.connect(node.wsUrl)
    await joined(viewer, { id: 3, viewer: true }, 'presence-project.4')
    await joined(member, bob, 'presence-project.4')

    viewer.send({ event: 'client-typing', channel: 'presence-project.4', data: { typing: true } })
    const error = await viewer.next((f) => f.event === 'pusher:error')
    assert.equal(error.data.code, 4009)
    await member.flush()
    assert.isFalse(member.has((f) => f.event === 'client-typing'))

    member.send({ event: 'client-typing', channel: 'presence-project.4', data: { typing: true } })
    assert.deepEqual(await viewer.dataOf((f) => f.event === 'client-typing'), { typing: true })
    for (const client of [viewer, member]) client.close()
  })

  test('an authorisation older than the window is refused, to be asked for again', async ({
    assert,
  }) => {
    const client = await RawClient.connect(node.wsUrl)
    const { body } = await authorizeSubscription({
      rules,
      user: alice,
      channelName: 'private-user.1',
      socketId: client.socketId,
      key: APP.key,
      secret: APP.secret,
      now: Date.now() - 3 * 60 * 1000,
    })
    client.send({ event: 'pusher:subscribe', data: { channel: 'private-user.1', ...body } })
    assert.equal((await client.next(refusal('private-user.1'))).data.status, 408)
    client.close()
  })

  test('a grant cannot be edited: changing its session breaks the signature', async ({
    assert,
  }) => {
    const client = await RawClient.connect(node.wsUrl)
    const { body } = await authorizeSubscription({
      rules,
      user: alice,
      channelName: 'private-user.1',
      socketId: client.socketId,
      key: APP.key,
      secret: APP.secret,
      session: 'laptop',
    })
    const forged = (body as { channel_data: string }).channel_data.replace('laptop', 'other')
    client.send({
      event: 'pusher:subscribe',
      data: { channel: 'private-user.1', ...body, channel_data: forged },
    })
    assert.equal((await client.next(refusal('private-user.1'))).data.status, 401)
    client.close()
  })

  test('the HTTP API terminates a user’s connections, as hosted Pusher’s does', async ({
    assert,
  }) => {
    const client = await RawClient.connect(node.wsUrl)
    await joined(client, bob, 'presence-project.9')
    const sdk = new Pusher({ ...APP, host: '127.0.0.1', port: String(node.port), useTLS: false })
    const response = await sdk.terminateUserConnections('2')
    assert.equal(response.status, 200)
    assert.equal((await client.closed).code, 4202)
  })
})

test.group('Realtime revocation | two nodes over Redis', (group) => {
  let nodes: TestNode[] = []
  let prefix = ''
  group.each.setup(async () => {
    prefix = `revocation-test-${randomBytes(6).toString('hex')}:`
    const options = { redisUrl: REDIS_URL, redisKeyPrefix: prefix, heartbeatMs: 200 }
    nodes = [await startNode(options), await startNode(options)]
    return async () => {
      await Promise.all(nodes.map((n) => n.close()))
      const redis = new Redis(REDIS_URL)
      const keys = await redis.keys(`${prefix}*`)
      if (keys.length > 0) await redis.del(...keys)
      await redis.quit()
    }
  })

  test('a revocation made on one node closes the sockets on the other and is remembered there', async ({
    assert,
  }) => {
    const [a, b] = nodes
    const onB = await RawClient.connect(b.wsUrl)
    await joined(onB, bob, 'presence-project.7', 'phone')
    const late = await RawClient.connect(b.wsUrl)
    const stale = await authorizeSubscription({
      rules,
      user: bob,
      channelName: 'presence-project.7',
      socketId: late.socketId,
      key: APP.key,
      secret: APP.secret,
    })

    new Broadcaster(a.realtime).revoke({ userId: 2, channel: 'presence-project.7' })
    assert.equal((await onB.closed).code, 4202)

    late.send({ event: 'pusher:subscribe', data: { channel: 'presence-project.7', ...stale.body } })
    assert.equal((await late.next(refusal('presence-project.7'))).data.status, 403)
    late.close()
  })

  test('a process without sockets (a worker) revokes through Redis', async ({ assert }) => {
    const [a, b] = nodes
    const onA = await RawClient.connect(a.wsUrl)
    const onB = await RawClient.connect(b.wsUrl)
    await joined(onA, alice, 'private-user.1', 'laptop')
    await joined(onB, alice, 'private-user.1', 'laptop')
    const worker = new Broadcaster(redisBroadcastSink(REDIS_URL, prefix))
    worker.revoke({ session: 'laptop' })
    assert.equal((await onA.closed).code, 4202)
    assert.equal((await onB.closed).code, 4202)
    await worker.close()
  })
})
