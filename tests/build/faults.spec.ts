import { randomBytes, randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Redis } from 'ioredis'
import knex from 'knex'
import { WebSocket } from 'ws'
import { buildOnce, serveBuild, type ServedBuild } from '#tests/helpers/served_build'
import { listen, Session, until } from '#tests/helpers/served_clients'
import { TcpProxy } from '#tests/helpers/tcp_proxy'

/*
| The served build on PostgreSQL and Redis reached through TCP proxies the test controls, so a
| dependency can vanish and come back while people use the product (the real servers are never
| touched). While one is gone, answers are clean (503 with a translated message, never a stack
| trace); once it is back, everything recovers by itself and no message is lost.
*/
const DATABASE = 'fault_proof'
const PUSHER = { id: 'faults', key: 'faults-key', secret: randomBytes(16).toString('hex') }
const UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.'
const UNAVAILABLE_PAGE = 'We are reconnecting to one of our services.'

function within<T>(promise: Promise<T>, what: string, ms = 15_000) {
  return Promise.race([
    promise,
    sleep(ms).then(() => {
      throw new Error(`timed out waiting for ${what}`)
    }),
  ])
}

async function postgres(sql: string) {
  await db.connection('pg').rawQuery(sql)
}

test.group('Faults: a dependency goes away and comes back', (group) => {
  let server: ServedBuild
  let pg: TcpProxy
  let redis: TcpProxy
  let projectId = 0
  const client = new Session(PUSHER.key)
  const staff = new Session(PUSHER.key)

  group.setup(async () => {
    await buildOnce()
    await postgres(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
    await postgres(`CREATE DATABASE ${DATABASE}`)
    const flush = new Redis('redis://127.0.0.1:6379/7')
    await flush.flushdb()
    await flush.quit()
    pg = await new TcpProxy('127.0.0.1', 5432).start()
    redis = await new TcpProxy('127.0.0.1', 6379).start()

    const databaseUrl = `postgres://postgres@127.0.0.1:${pg.port}/${DATABASE}`
    server = await serveBuild(
      'faults',
      {
        DB_CONNECTION: 'pg',
        DATABASE_URL: databaseUrl,
        REDIS_URL: `redis://127.0.0.1:${redis.port}/7`,
        PUSHER_APP_ID: PUSHER.id,
        PUSHER_APP_KEY: PUSHER.key,
        PUSHER_APP_SECRET: PUSHER.secret,
      },
      { seed: true }
    )
    const direct = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } })
    const found = await direct
      .from('project_members')
      .join('users', 'users.id', 'project_members.user_id')
      .where('users.email', 'client@example.com')
      .orderBy('project_members.project_id')
      .first('project_members.project_id')
    await direct.destroy()
    projectId = Number(found.project_id)
    await client.logIn(server.url, 'client@example.com', 'client-password')
    await staff.logIn(server.url, 'admin@example.com', 'admin-password')
  })

  group.teardown(async () => {
    await server?.stop()
    await pg?.stop()
    await redis?.stop()
    await postgres(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => {})
    await db.manager.close('pg')
  })

  test('PostgreSQL unreachable: clean 503s with a message, then recovery', async ({ assert }) => {
    pg.cut()
    try {
      const page = await client.request(server.url, '/dashboard', { accept: 'text/html' })
      assert.equal(page.status, 503)
      const html = await page.text()
      assert.include(html, UNAVAILABLE_PAGE)
      assert.notMatch(html, /\bat .+\.(js|ts):\d+/)

      const json = await client.request(server.url, `/projects/${projectId}/messages`)
      assert.equal(json.status, 503)
      assert.deepEqual(await json.json(), { message: UNAVAILABLE })

      const key = randomUUID()
      const refused = await client.request(server.url, `/projects/${projectId}/messages`, {
        method: 'POST',
        json: { text: 'written while the database was away', replyToId: null, clientKey: key },
      })
      assert.equal(refused.status, 503)

      const health = await fetch(`${server.url}/health`)
      assert.equal(health.status, 503)
    } finally {
      pg.restore()
    }

    await until(
      async () => (await client.request(server.url, '/dashboard')).status === 200,
      'the dashboard to answer again'
    )
    const first = await client.post(server.url, projectId, 'written while the database was away')
    const again = await client.post(server.url, projectId, 'written while the database was away')
    assert.notEqual(first, again)
    assert.deepEqual(server.problems, [])
  })

  test('Redis restarted while people chat: nothing lost, live delivery resumes', async ({
    assert,
  }) => {
    const listener = staff.realtime(Number(new URL(server.url).port), server.url)
    try {
      const hear = listen(listener, projectId)
      await hear.subscribed
      const sent = [await client.post(server.url, projectId, 'before the restart')]
      await until(() => hear.heard.length === 1, 'the first message live')

      redis.cut()
      const during = client.post(server.url, projectId, 'during the restart')
      await sleep(1500)
      redis.restore()
      sent.push(await during)
      sent.push(await client.post(server.url, projectId, 'after the restart'))

      // Live delivery works again: a message posted now arrives without asking.
      const live = await client.post(server.url, projectId, 'heard live again')
      sent.push(live)
      await until(() => hear.heard.includes(live), 'live delivery after the restart', 20_000)

      const response = await staff.request(
        server.url,
        `/projects/${projectId}/messages?after=${sent[0] - 1}`
      )
      const stored = ((await response.json()) as { data: { id: number }[] }).data.map(
        (message) => message.id
      )
      assert.deepEqual(stored, sent, 'every message stored once, in order')
      assert.deepEqual(server.problems, [])
    } finally {
      listener.disconnect()
    }
  })

  // Last: it ends the group's server.
  test('SIGTERM drains: requests in flight finish, sockets are told to reconnect', async ({
    assert,
  }) => {
    // A raw protocol client sees the close code pusher-js acts on.
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/app/${PUSHER.key}?protocol=7`)
    await new Promise((resolve) => socket.once('message', resolve))
    const closed = new Promise<number>((resolve) => socket.once('close', resolve))

    // A page that is waiting on the database when the stop signal comes.
    pg.hold()
    const inFlight = client.request(server.url, '/dashboard', { accept: 'text/html' })
    await sleep(300)
    const stopped = server.stop()
    await sleep(300)
    pg.release()

    const answer = await within(inFlight, 'the request in flight')
    assert.equal(answer.status, 200, 'the request in flight is answered')
    assert.equal(await within(closed, 'the socket close'), 4200, 'pusher-js reconnects on 4200')
    const exit = await within(stopped, 'the server to exit')
    assert.deepEqual(exit, { code: 0, signal: null }, 'it exits by itself, not killed')
    const refused = await fetch(`${server.url}/health`).then(
      () => false,
      () => true
    )
    assert.isTrue(refused, 'the stopped server accepts nothing more')
    assert.deepEqual(server.problems, [])
  })
})
