import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import { Redis } from 'ioredis'
import HealthService, { databaseCheck, redisCheck } from '#infrastructure/health'

test.group('Health', (group) => {
  group.each.teardown(() => app.container.restoreAll())

  test('answers 200 when the database responds', async ({ client, assert }) => {
    const response = await client.get('/health')
    response.assertStatus(200)
    assert.deepInclude(response.body().checks, { name: 'database', healthy: true })
  })

  test('checks Redis when the deployment uses it', async ({ client, assert, cleanup }) => {
    const live = new Redis({ host: '127.0.0.1', port: 6379, lazyConnect: true })
    cleanup(() => live.disconnect())
    app.container.swap(HealthService, () => new HealthService([databaseCheck(), redisCheck(live)]))

    const response = await client.get('/health')
    response.assertStatus(200)
    assert.deepInclude(response.body().checks, { name: 'redis', healthy: true })
  })

  test('answers 503 and names the dependency that is down', async ({ client, assert, cleanup }) => {
    // Nothing listens on port 1: a real client getting a real refusal.
    const dead = new Redis({
      host: '127.0.0.1',
      port: 1,
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    })
    cleanup(() => dead.disconnect())
    app.container.swap(HealthService, () => new HealthService([databaseCheck(), redisCheck(dead)]))

    const response = await client.get('/health')
    response.assertStatus(503)
    const redis = response.body().checks.find((check: { name: string }) => check.name === 'redis')
    assert.isFalse(redis.healthy)
    assert.deepInclude(response.body().checks, { name: 'database', healthy: true })
  })
})
