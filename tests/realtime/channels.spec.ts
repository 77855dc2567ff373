import { test } from '@japa/runner'
import { WebSocket } from 'ws'
import { signSubscription } from '../../app/realtime/signature.js'
import { RawClient, startNode } from './helpers.js'
import type { Frame } from './helpers.js'

const event = (name: string) => (f: Frame) => f.event === name

test.group('Realtime channels | public and private', () => {
  test('delivers server events to subscribers of a public channel', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const subscriber = await RawClient.connect(node.wsUrl)
    const outsider = await RawClient.connect(node.wsUrl)
    await subscriber.subscribed('news')
    node.realtime.publish('news', 'headline', { title: 'Hello' })
    const frame = await subscriber.next(event('headline'))
    assert.equal(frame.channel, 'news')
    assert.deepEqual(frame.data, { title: 'Hello' })
    await outsider.flush()
    assert.isFalse(outsider.has(event('headline')))
    subscriber.close()
    outsider.close()
  })

  test('subscribes to a private channel with a valid signature', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    const frame = await client.subscribed('private-user.1')
    assert.equal(frame.channel, 'private-user.1')
    node.realtime.publish('private-user.1', 'notice', 'plain text')
    assert.equal(await client.dataOf(event('notice')), 'plain text')
    client.close()
  })

  test('refuses a wrong signature and keeps the socket usable', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    const cases = [
      { channel: 'private-user.1', auth: 'test-key:' + '0'.repeat(64) },
      { channel: 'private-user.1' },
      { channel: 'private-user.1', auth: 'test-key' },
      // A signature made for another socket must not work on this one.
      { channel: 'private-user.1', auth: signFor('1.1', 'private-user.1') },
    ]
    for (const data of cases) {
      client.send({ event: 'pusher:subscribe', data })
      const error = await client.next(event('pusher:subscription_error'))
      assert.equal(error.channel, 'private-user.1')
      assert.equal(error.data.status, 401)
      assert.equal(error.data.type, 'AuthError')
    }
    node.realtime.publish('private-user.1', 'secret', {})
    await client.flush()
    assert.isFalse(client.has(event('secret')))
    // Same socket, correct signature: works.
    await client.subscribed('private-user.1')
    client.close()
  })

  test('stops delivering after unsubscribe', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    await client.subscribed('news')
    client.send({ event: 'pusher:unsubscribe', data: { channel: 'news' } })
    await client.flush()
    node.realtime.publish('news', 'late', {})
    await client.flush()
    assert.isFalse(client.has(event('late')))
    client.close()
  })

  test('refuses invalid channel names', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    client.send({ event: 'pusher:subscribe', data: { channel: 'bad channel!' } })
    assert.containsSubset(await client.next(event('pusher:error')), { data: { code: 4200 } })
    client.close()
  })
})

test.group('Realtime channels | presence', () => {
  test('lists members on subscribe and counts two tabs of one user as one member', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const channel = 'presence-project.1'
    const alice = await RawClient.connect(node.wsUrl)
    const first = await alice.subscribed(channel, { user_id: 1, user_info: { name: 'Alice' } })
    assert.deepEqual(first.data, {
      presence: { ids: ['1'], hash: { 1: { name: 'Alice' } }, count: 1 },
    })

    const bob = await RawClient.connect(node.wsUrl)
    const second = await bob.subscribed(channel, { user_id: 2, user_info: { name: 'Bob' } })
    assert.equal(second.data.presence.count, 2)
    assert.sameMembers(second.data.presence.ids, ['1', '2'])
    const added = await alice.next(event('pusher_internal:member_added'))
    assert.deepEqual(added.data, { user_id: '2', user_info: { name: 'Bob' } })
    await bob.flush()
    assert.isFalse(bob.has(event('pusher_internal:member_added')), 'no member_added for oneself')

    // Bob's second tab: no new member for Alice.
    const bobTab = await RawClient.connect(node.wsUrl)
    const third = await bobTab.subscribed(channel, { user_id: 2, user_info: { name: 'Bob' } })
    assert.equal(third.data.presence.count, 2)
    await alice.flush()
    assert.isFalse(alice.has(event('pusher_internal:member_added')))

    // Closing one of Bob's tabs removes nobody; closing the last one removes Bob.
    bob.close()
    await bob.closed
    await alice.flush()
    assert.isFalse(alice.has(event('pusher_internal:member_removed')))
    bobTab.send({ event: 'pusher:unsubscribe', data: { channel } })
    const removed = await alice.next(event('pusher_internal:member_removed'))
    assert.deepEqual(removed.data, { user_id: '2' })
    alice.close()
    bobTab.close()
  })

  test('answers which of given users are present on one node', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const channel = 'presence-project.2'
    const alice = await RawClient.connect(node.wsUrl)
    await alice.subscribed(channel, { user_id: 1, user_info: { name: 'Alice' } })
    assert.deepEqual([...(await node.realtime.presentAmong(channel, ['1', '2']))], ['1'])
    assert.equal((await node.realtime.presentAmong('presence-project.3', ['1'])).size, 0)
    alice.send({ event: 'pusher:unsubscribe', data: { channel } })
    await alice.flush()
    assert.equal((await node.realtime.presentAmong(channel, ['1'])).size, 0)
    alice.close()
  })

  test('refuses presence subscriptions whose channel_data is not signed', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const client = await RawClient.connect(node.wsUrl)
    const channel = 'presence-project.1'
    // Signed without channel_data, then sent with someone else's identity.
    client.send({
      event: 'pusher:subscribe',
      data: {
        channel,
        auth: signFor(client.socketId, channel),
        channel_data: JSON.stringify({ user_id: 'admin' }),
      },
    })
    const error = await client.next(event('pusher:subscription_error'))
    assert.equal(error.data.status, 401)
    // Signed, but without a user id.
    client.subscribe(channel, { user_info: {} })
    assert.containsSubset(await client.next(event('pusher:subscription_error')), {
      data: { status: 400 },
    })
    client.close()
  })

  test('removes the member when the socket drops without unsubscribing', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const channel = 'presence-room'
    const watcher = await RawClient.connect(node.wsUrl)
    await watcher.subscribed(channel, { user_id: 'w' })
    const leaver = await RawClient.connect(node.wsUrl)
    await leaver.subscribed(channel, { user_id: 'l' })
    leaver.ws.terminate()
    const removed = await watcher.next(event('pusher_internal:member_removed'))
    assert.equal(removed.data.user_id, 'l')
    watcher.close()
  })
})

test.group('Realtime channels | client events', () => {
  test('relays client events to other subscribers, never back to the sender', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const sender = await RawClient.connect(node.wsUrl)
    const receiver = await RawClient.connect(node.wsUrl)
    await sender.subscribed('private-chat')
    await receiver.subscribed('private-chat')
    sender.send({ event: 'client-typing', channel: 'private-chat', data: { typing: true } })
    const frame = await receiver.next(event('client-typing'))
    assert.deepEqual(frame.data, { typing: true })
    assert.isUndefined(frame.user_id)
    await sender.flush()
    assert.isFalse(sender.has(event('client-typing')))
    sender.close()
    receiver.close()
  })

  test('adds user_id to client events on presence channels', async ({ assert, cleanup }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const sender = await RawClient.connect(node.wsUrl)
    const receiver = await RawClient.connect(node.wsUrl)
    await sender.subscribed('presence-chat', { user_id: 7 })
    await receiver.subscribed('presence-chat', { user_id: 8 })
    sender.send({ event: 'client-typing', channel: 'presence-chat', data: {} })
    const frame = await receiver.next(event('client-typing'))
    assert.equal(frame.user_id, '7')
    sender.close()
    receiver.close()
  })

  test('refuses client events on public channels and unsubscribed channels', async ({
    assert,
    cleanup,
  }) => {
    const node = await startNode()
    cleanup(() => node.close())
    const sender = await RawClient.connect(node.wsUrl)
    const receiver = await RawClient.connect(node.wsUrl)
    await sender.subscribed('news')
    await receiver.subscribed('news')
    await receiver.subscribed('private-chat')
    await receiver.subscribed('presence-chat', { user_id: 1 })
    for (const channel of ['news', 'private-chat', 'presence-chat']) {
      sender.send({ event: 'client-spoof', channel, data: {} })
      const error = await sender.next(event('pusher:error'))
      assert.equal(error.data.code, 4009, channel)
    }
    await receiver.flush()
    assert.isFalse(receiver.has(event('client-spoof')))
    assert.equal(sender.ws.readyState, WebSocket.OPEN)
    sender.close()
    receiver.close()
  })

  test('rate-limits client events per connection with 4301', async ({ assert, cleanup }) => {
    const node = await startNode({ clientEventsPerSecond: 5 })
    cleanup(() => node.close())
    const sender = await RawClient.connect(node.wsUrl)
    const receiver = await RawClient.connect(node.wsUrl)
    await sender.subscribed('private-chat')
    await receiver.subscribed('private-chat')
    for (let i = 0; i < 20; i++) {
      sender.send({ event: 'client-burst', channel: 'private-chat', data: { i } })
    }
    const error = await sender.next(event('pusher:error'))
    assert.equal(error.data.code, 4301)
    await sender.flush()
    await receiver.flush()
    const delivered = receiver.frames.filter(event('client-burst')).length
    assert.isAtMost(delivered, 10)
    assert.isAtLeast(delivered, 5)
    sender.close()
    receiver.close()
  })
})

function signFor(socketId: string, channel: string) {
  return signSubscription('test-key', 'test-secret', socketId, channel)
}
