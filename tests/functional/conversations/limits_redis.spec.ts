import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { RedisManager } from '@adonisjs/redis'
import { LimiterManager } from '@adonisjs/limiter'
import limiterConfig, { limiterStoreFor } from '#config/limiter'
import {
  CHAT_ADDRESS_START_LIMIT,
  CHAT_CONVERSATION_LIMIT,
  chatGates,
  consumeChatGates,
} from '#actions/conversations/chat_throttle'

/*
| Two nodes behind a load balancer each have their own limiter and their own Redis connection,
| built from config/limiter.ts's Redis store. They must share one count: a visitor whose
| requests alternate between the nodes gets the limit once, not once per node. Runs against the
| real Redis (database 10, kept for these experiments; emptied before and after).
*/
const REDIS = { host: '127.0.0.1', port: 6379, db: 10 }

async function node() {
  const logger = await app.container.make('logger')
  const redis = new RedisManager(
    { connection: 'main', connections: { main: { ...REDIS } } },
    logger
  )
  const nodeApp = {
    container: {
      make: (binding: string) => (binding === 'redis' ? redis : app.container.make(binding as any)),
    },
  }
  const { stores } = await limiterConfig.resolver(nodeApp as any)
  return { limiter: new LimiterManager({ default: 'redis', stores }), redis }
}

test.group('Conversations: limits shared through Redis', (group) => {
  let nodes: Awaited<ReturnType<typeof node>>[] = []

  group.setup(async () => {
    nodes = [await node(), await node()]
    await nodes[0].redis.connection().flushdb()
    return async () => {
      await nodes[0].redis.connection().flushdb()
      for (const each of nodes) await each.redis.quitAll()
    }
  })

  test('config/limiter.ts counts in Redis when REDIS_URL is set, in memory otherwise', ({
    assert,
  }) => {
    assert.equal(limiterStoreFor('redis://127.0.0.1:6379/0'), 'redis')
    assert.equal(limiterStoreFor(undefined), 'memory')
    assert.equal(limiterStoreFor(''), 'memory')
  })

  test('a flood alternating between two nodes meets one limit', async ({ assert }) => {
    const [a, b] = nodes
    const gates = [chatGates.conversation(424242)]
    for (let message = 1; message <= CHAT_CONVERSATION_LIMIT.requests; message++) {
      const through = message % 2 ? a : b
      assert.isNull(await consumeChatGates(gates, through.limiter), `message ${message}`)
    }
    for (const each of [a, b]) {
      const refused = await consumeChatGates(gates, each.limiter)
      assert.equal(refused?.reason, 'conversation')
      assert.isAtMost(refused!.retryAfter, 60)
    }
  })

  test('the per-address ceiling on new conversations is one for the cluster', async ({
    assert,
  }) => {
    const [a, b] = nodes
    const ip = '203.0.113.9'
    for (let start = 1; start <= CHAT_ADDRESS_START_LIMIT.requests; start++) {
      const gates = [chatGates.browserStart(`browser-${start}`), chatGates.addressStart(ip)]
      assert.isNull(await consumeChatGates(gates, (start % 2 ? a : b).limiter), `start ${start}`)
    }
    const refused = await consumeChatGates(
      [chatGates.browserStart('one-more'), chatGates.addressStart(ip)],
      a.limiter
    )
    assert.equal(refused?.reason, 'networkStarts')
    assert.isAbove(refused!.retryAfter, 3500)
    // Both nodes see the same count for the address.
    const [countA, countB] = await Promise.all(
      [a, b].map((each) =>
        each.limiter.use({ ...CHAT_ADDRESS_START_LIMIT }).remaining(`chat-address-start:${ip}`)
      )
    )
    assert.equal(countA, 0)
    assert.equal(countB, 0)
  })
})
