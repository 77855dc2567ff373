import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { test } from '@japa/runner'
import { Redis } from 'ioredis'
import Pusher from 'pusher'
import { Broadcaster, redisBroadcastSink } from '../../app/realtime/broadcaster.js'
import {
  encodeClusterBatch,
  encodeClusterMessage,
  encodeRevocation,
} from '../../app/realtime/redis_adapter.js'
import { APP, RawClient, getJson, startNode } from './helpers.js'
import type { Frame, TestNode } from './helpers.js'

const REDIS_URL = process.env.REALTIME_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const HEARTBEAT_MS = 200
const NODE_TIMEOUT_MS = 1000

const event = (name: string) => (f: Frame) => f.event === name

function sdkFor(node: TestNode) {
  return new Pusher({ ...APP, host: '127.0.0.1', port: String(node.port), useTLS: false })
}

async function removeKeys(prefix: string) {
  const redis = new Redis(REDIS_URL)
  const keys = await redis.keys(`${prefix}*`)
  if (keys.length > 0) await redis.del(...keys)
  await redis.quit()
}

test('every message between nodes starts with its sender, so a node skips its own unparsed', ({
  assert,
}) => {
  const frame = { channel: 'private-user.1', frame: '{"event":"x"}' }
  const mark = '{"n":"node-a",'
  assert.isTrue(encodeClusterMessage('node-a', frame).startsWith(mark))
  assert.isTrue(encodeClusterBatch('node-a', [frame, frame]).startsWith(mark))
  assert.isTrue(encodeRevocation('node-a', { userId: 1 }, 1).startsWith(mark))
})

test.group('Realtime cluster | two nodes over Redis', (group) => {
  let prefix = ''
  let nodes: TestNode[] = []

  group.each.setup(async () => {
    // A prefix per test: parallel runs and leftovers never meet.
    prefix = `realtime-test-${randomBytes(6).toString('hex')}:`
    const options = {
      redisUrl: REDIS_URL,
      redisKeyPrefix: prefix,
      heartbeatMs: HEARTBEAT_MS,
      nodeTimeoutMs: NODE_TIMEOUT_MS,
    }
    nodes = [await startNode(options), await startNode(options)]
    return async () => {
      await Promise.all(nodes.map((node) => node.close()))
      await removeKeys(prefix)
    }
  })

  test('an event triggered on one node reaches subscribers on the other', async ({ assert }) => {
    const [a, b] = nodes
    const onA = await RawClient.connect(a.wsUrl)
    const onB = await RawClient.connect(b.wsUrl)
    const excluded = await RawClient.connect(b.wsUrl)
    for (const client of [onA, onB, excluded]) await client.subscribed('private-feed')

    await sdkFor(a).trigger('private-feed', 'update', { n: 1 }, { socket_id: excluded.socketId })
    assert.deepEqual(await onA.dataOf(event('update')), { n: 1 })
    assert.deepEqual(await onB.dataOf(event('update')), { n: 1 })

    // Client events cross nodes as well, still not echoed to their sender.
    onB.send({ event: 'client-ping', channel: 'private-feed', data: { from: 'b' } })
    assert.deepEqual(await onA.dataOf(event('client-ping')), { from: 'b' })
    assert.deepEqual(await excluded.dataOf(event('client-ping')), { from: 'b' })
    await onB.flush()
    await excluded.flush()
    assert.isFalse(excluded.has(event('update')))
    assert.isFalse(onB.has(event('client-ping')))
    for (const client of [onA, onB, excluded]) client.close()
  })

  test('events published together on one node all reach the other, in their order', async ({
    assert,
  }) => {
    const [a, b] = nodes
    const onB = await RawClient.connect(b.wsUrl)
    await onB.subscribed('private-user.1')
    await onB.subscribed('private-user.2')

    // As a chat post's badges go out: one event per member, in one synchronous run.
    for (let n = 0; n < 20; n++) {
      a.realtime.publish(`private-user.${1 + (n % 2)}`, 'unread.changed', { n })
    }
    const heard: number[] = []
    for (let n = 0; n < 20; n++) heard.push((await onB.dataOf(event('unread.changed'))).n)
    assert.deepEqual(heard, [...Array(20).keys()])
    onB.close()
  })

  test('presence is cluster-wide: one member per user across nodes', async ({ assert }) => {
    const [a, b] = nodes
    const channel = 'presence-project.3'
    const alice = await RawClient.connect(a.wsUrl)
    await alice.subscribed(channel, { user_id: 'alice', user_info: { name: 'Alice' } })

    const bob = await RawClient.connect(b.wsUrl)
    const snapshot = await bob.subscribed(channel, { user_id: 'bob', user_info: { name: 'Bob' } })
    assert.deepEqual(snapshot.data.presence.hash, {
      alice: { name: 'Alice' },
      bob: { name: 'Bob' },
    })
    assert.deepEqual(await alice.dataOf(event('pusher_internal:member_added')), {
      user_id: 'bob',
      user_info: { name: 'Bob' },
    })

    // Bob opens a second tab on the other node: still one member.
    const bobTab = await RawClient.connect(a.wsUrl)
    const again = await bobTab.subscribed(channel, { user_id: 'bob', user_info: { name: 'Bob' } })
    assert.equal(again.data.presence.count, 2)

    const info = await sdkFor(b).get({
      path: `/channels/${channel}`,
      params: { info: 'user_count,subscription_count' },
    })
    assert.deepEqual(await info.json(), { occupied: true, user_count: 2, subscription_count: 3 })

    bob.close()
    await bob.closed
    await alice.flush()
    await bobTab.flush()
    assert.isFalse(alice.has(event('pusher_internal:member_removed')))
    bobTab.close()
    const removed = await alice.next(event('pusher_internal:member_removed'))
    assert.deepEqual(removed.data, { user_id: 'bob' })

    const users = await getJson(sdkFor(b), `/channels/${channel}/users`)
    assert.deepEqual(users, { users: [{ id: 'alice' }] })
    alice.close()
  })

  test('who is present among given users is answered cluster-wide', async ({ assert }) => {
    const [a, b] = nodes
    const channel = 'presence-project.4'
    const alice = await RawClient.connect(a.wsUrl)
    await alice.subscribed(channel, { user_id: '1', user_info: { name: 'Alice' } })
    const bob = await RawClient.connect(b.wsUrl)
    await bob.subscribed(channel, { user_id: '2', user_info: { name: 'Bob' } })

    // Alice is held by a, Bob by b; 3 has no page open; another channel knows nobody.
    for (const node of [a, b]) {
      assert.deepEqual([...(await node.realtime.presentAmong(channel, ['1', '2', '3']))].sort(), [
        '1',
        '2',
      ])
    }
    assert.equal((await a.realtime.presentAmong('presence-project.5', ['1', '2'])).size, 0)

    bob.close()
    await alice.next(event('pusher_internal:member_removed'))
    assert.deepEqual([...(await a.realtime.presentAmong(channel, ['1', '2']))], ['1'])
    alice.close()
  })

  test('a broadcaster without sockets of its own reaches every node', async ({ assert }) => {
    const [a, b] = nodes
    const onA = await RawClient.connect(a.wsUrl)
    const onB = await RawClient.connect(b.wsUrl)
    await onA.subscribed('private-user.5')
    await onB.subscribed('private-user.5')
    const broadcaster = new Broadcaster(redisBroadcastSink(REDIS_URL, prefix))
    broadcaster.broadcast(
      'private-user.5',
      'notice',
      { text: 'Queued job done' },
      {
        exceptSocketId: onA.socketId,
      }
    )
    assert.deepEqual(await onB.dataOf(event('notice')), { text: 'Queued job done' })
    await onA.flush()
    assert.isFalse(onA.has(event('notice')))
    await broadcaster.close()
    onA.close()
    onB.close()
  })

  test("a killed node's members are removed within the node timeout", async ({
    assert,
    cleanup,
  }) => {
    const [a] = nodes
    const child = spawn(
      process.execPath,
      [
        '--import=@poppinss/ts-exec',
        fileURLToPath(new URL('./fixtures/cluster_node.ts', import.meta.url)),
      ],
      {
        cwd: fileURLToPath(new URL('../../', import.meta.url)),
        env: {
          ...process.env,
          REDIS_URL,
          REDIS_PREFIX: prefix,
          HEARTBEAT_MS: String(HEARTBEAT_MS),
          NODE_TIMEOUT_MS: String(NODE_TIMEOUT_MS),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      }
    )
    cleanup(() => {
      child.kill('SIGKILL')
    })
    const port = await new Promise<number>((resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk) => {
        output += chunk
        const match = /PORT (\d+)/.exec(output)
        if (match) resolve(Number(match[1]))
      })
      child.on('exit', (code) => reject(new Error(`node process exited early (${code})`)))
    })

    const channel = 'presence-project.4'
    const watcher = await RawClient.connect(a.wsUrl)
    await watcher.subscribed(channel, { user_id: 'watcher' })
    const ghost = await RawClient.connect(`ws://127.0.0.1:${port}/app/${APP.key}?protocol=7`)
    await ghost.subscribed(channel, { user_id: 'ghost', user_info: { name: 'Ghost' } })
    await watcher.next(event('pusher_internal:member_added'))

    child.kill('SIGKILL')
    const removed = await watcher.next(
      event('pusher_internal:member_removed'),
      NODE_TIMEOUT_MS + HEARTBEAT_MS * 2 + 3000
    )
    assert.deepEqual(removed.data, { user_id: 'ghost' })
    const users = await getJson(sdkFor(a), `/channels/${channel}/users`)
    assert.deepEqual(users, { users: [{ id: 'watcher' }] })
    const info = await getJson(sdkFor(a), `/channels/${channel}`, { info: 'subscription_count' })
    assert.deepEqual(info, { occupied: true, subscription_count: 1 })
    watcher.close()
  })
})
