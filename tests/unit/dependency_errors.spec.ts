import { test } from '@japa/runner'
import knex from 'knex'
import { Redis } from 'ioredis'
import { createServer, type AddressInfo, type Socket } from 'node:net'
import { isDependencyDown } from '#infrastructure/dependency_errors'

/* Real clients against a port nothing listens on (1), so the errors are the ones production sees. */
async function failure(run: () => Promise<unknown>) {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('expected a failure')
}

test.group('Dependency errors (503, not 500)', () => {
  test('PostgreSQL that cannot be reached', async ({ assert }) => {
    const client = knex({
      client: 'pg',
      connection: 'postgres://postgres@127.0.0.1:1/none',
      acquireConnectionTimeout: 1000,
      pool: { min: 0, max: 1 },
    })
    const error = await failure(() => client.raw('select 1'))
    await client.destroy()
    assert.isTrue(isDependencyDown(error))
  })

  test('Redis that cannot be reached', async ({ assert }) => {
    const redis = new Redis({ port: 1, maxRetriesPerRequest: 1, retryStrategy: () => 10 })
    redis.on('error', () => {})
    const error = await failure(() => redis.get('key'))
    redis.disconnect()
    assert.isTrue(isDependencyDown(error))
  })

  test('Redis that accepts the connection and never answers (commandTimeout)', async ({
    assert,
    cleanup,
  }) => {
    const sockets = new Set<Socket>()
    const silent = createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    cleanup(() => {
      sockets.forEach((socket) => socket.destroy())
      silent.close()
    })
    const { port } = silent.address() as AddressInfo
    const redis = new Redis({ port, commandTimeout: 200, enableReadyCheck: false })
    redis.on('error', () => {})
    const error = await failure(() => redis.get('key'))
    redis.disconnect()
    assert.isTrue(isDependencyDown(error))
  })

  test('a bug stays a bug', ({ assert }) => {
    assert.isFalse(
      isDependencyDown(new TypeError("Cannot read properties of undefined (reading 'id')"))
    )
    assert.isFalse(isDependencyDown(Object.assign(new Error('duplicate key'), { code: '23505' })))
    assert.isFalse(isDependencyDown('ECONNREFUSED'))
  })
})
