import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import { Redis } from 'ioredis'
import knex from 'knex'
import PusherJs from 'pusher-js'
import { buildOnce, layerDir, serveBuild, type ServedBuild } from '#tests/helpers/served_build'

// The Node build of pusher-js exports the class itself (its typings say a default export).
const Pusher = PusherJs as unknown as typeof PusherJs.default
type PusherClient = InstanceType<typeof Pusher>

/*
| The production build as a cluster: two nodes on one PostgreSQL database and one Redis, behind
| nginx configured from deploy/nginx.conf (scripts/cluster_nginx.sh), as `npm run start:cluster`
| runs it. Users talk through the balancer or straight to one node; what one node accepts must
| reach sockets on the other, and a node that dies must cost no message.
*/
const root = join(import.meta.dirname, '..', '..')
const DATABASE = 'cluster_proof'
const REDIS_URL = 'redis://127.0.0.1:6379/6'
const PUSHER = { id: 'cluster', key: 'cluster-key', secret: randomBytes(16).toString('hex') }

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/* A signed-in person without a browser: a cookie jar and the CSRF header the pages send. */
class Session {
  cookies = new Map<string, string>()

  async request(
    base: string,
    path: string,
    init: { method?: string; json?: unknown; form?: Record<string, string> } = {}
  ) {
    const headers: Record<string, string> = { accept: 'application/json' }
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    let body: string | undefined
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(init.json)
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(init.form).toString()
    }
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }

  async logIn(base: string, email: string, password: string) {
    await this.request(base, '/login')
    const response = await this.request(base, '/login', {
      method: 'POST',
      form: { email, password },
    })
    if (response.status !== 302 || !response.headers.get('location')?.endsWith('/dashboard')) {
      throw new Error(`${email} could not log in: ${response.status}`)
    }
  }

  /* Posts until the server confirms; a retry carries the same key, so it is never doubled. */
  async post(base: string, projectId: number, text: string, key = randomUUID()) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await this.request(base, `/projects/${projectId}/messages`, {
        method: 'POST',
        json: { text, replyToId: null, clientKey: key },
      }).catch(() => null)
      if (response && (response.status === 201 || response.status === 200)) {
        return ((await response.json()) as { data: { id: number } }).data.id
      }
      await sleep(250)
    }
    throw new Error(`"${text}" was never accepted`)
  }

  /* pusher-js on `wsPort`, authorised through POST /broadcasting/auth at `authBase`. */
  realtime(wsPort: number, authBase: string): PusherClient {
    return new Pusher(PUSHER.key, {
      wsHost: '127.0.0.1',
      wsPort,
      forceTLS: false,
      enabledTransports: ['ws'],
      cluster: 'x',
      disableStats: true,
      channelAuthorization: {
        customHandler: async (
          { socketId, channelName }: { socketId: string; channelName: string },
          callback: (error: Error | null, data: { auth: string } | null) => void
        ) => {
          const response = await this.request(authBase, '/broadcasting/auth', {
            method: 'POST',
            json: { socket_id: socketId, channel_name: channelName },
          }).catch((error: Error) => error)
          if (response instanceof Error) return callback(response, null)
          if (!response.ok) return callback(new Error(`auth ${response.status}`), null)
          callback(null, (await response.json()) as { auth: string })
        },
      } as any,
    })
  }
}

/* The message ids a socket hears on the project's channel, in order of arrival. */
function listen(client: PusherClient, projectId: number) {
  const heard: number[] = []
  const channel = client.subscribe(`presence-project.${projectId}`)
  channel.bind('message.created', (message: { id: number }) => heard.push(message.id))
  const subscribed = new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve())
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(`subscription refused: ${JSON.stringify(error)}`))
    )
  })
  return { heard, channel, subscribed }
}

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}

/* This node's open sockets, from its own /metrics (this machine may read them). */
async function socketsOn(node: ServedBuild) {
  const text = await fetch(`${node.url}/metrics`).then((response) => response.text())
  return Number(/^realtime_connections (\d+)/m.exec(text)?.[1] ?? Number.NaN)
}

async function postgres(sql: string) {
  await db.connection('pg').rawQuery(sql)
}

test.group('Cluster: two nodes behind nginx', (group) => {
  let nodes: ServedBuild[] = []
  let nginx: ChildProcess | undefined
  let balancer = ''
  let projectId = 0
  const client = new Session()
  const staff = new Session()

  group.setup(async () => {
    await buildOnce()
    await postgres(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`)
    await postgres(`CREATE DATABASE ${DATABASE}`)
    const redis = new Redis(REDIS_URL)
    await redis.flushdb()
    await redis.quit()

    const env = {
      DB_CONNECTION: 'pg',
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${DATABASE}`,
      REDIS_URL,
      TRUSTED_PROXIES: 'loopback',
      PUSHER_APP_ID: PUSHER.id,
      PUSHER_APP_KEY: PUSHER.key,
      PUSHER_APP_SECRET: PUSHER.secret,
    }
    nodes = [await serveBuild('cluster-a', env, { seed: true }), await serveBuild('cluster-b', env)]

    const port = await freePort()
    const dir = join(layerDir, 'nginx')
    const rendered = spawnSync(
      'bash',
      [
        'scripts/cluster_nginx.sh',
        dir,
        String(port),
        ...nodes.map((node) => new URL(node.url).port),
      ],
      { cwd: root, encoding: 'utf8' }
    )
    if (rendered.status !== 0) throw new Error(`nginx configuration: ${rendered.stderr}`)
    nginx = spawn(
      rendered.stdout.trim(),
      ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
      {
        stdio: 'ignore',
      }
    )
    // Even when a later step of this setup fails and no teardown runs.
    process.once('exit', () => nginx?.kill('SIGKILL'))
    balancer = `http://127.0.0.1:${port}`
    await until(
      () =>
        fetch(`${balancer}/health`).then(
          (r) => r.ok,
          () => false
        ),
      'nginx to answer'
    )

    // The demo client's first project, which the seeded staff account is in too.
    const cluster = knex({ client: 'pg', connection: env.DATABASE_URL, pool: { min: 0, max: 1 } })
    const found = await cluster
      .from('project_members')
      .join('users', 'users.id', 'project_members.user_id')
      .where('users.email', 'client@example.com')
      .orderBy('project_members.project_id')
      .first('project_members.project_id')
    await cluster.destroy()
    projectId = Number(found.project_id)
    await client.logIn(balancer, 'client@example.com', 'client-password')
    await staff.logIn(balancer, 'admin@example.com', 'admin-password')
  })

  group.teardown(async () => {
    nginx?.kill('SIGQUIT')
    for (const node of nodes) await node.stop()
    await postgres(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`).catch(() => {})
    await db.manager.close('pg')
  })

  test('a message accepted by one node reaches sockets on the other, both ways', async ({
    assert,
  }) => {
    const [a, b] = nodes
    const onA = staff.realtime(Number(new URL(a.url).port), balancer)
    const onB = staff.realtime(Number(new URL(b.url).port), balancer)
    try {
      const hearA = listen(onA, projectId)
      const hearB = listen(onB, projectId)
      await Promise.all([hearA.subscribed, hearB.subscribed])

      const sent = [
        await client.post(a.url, projectId, 'accepted by node A'),
        await client.post(b.url, projectId, 'accepted by node B'),
        await client.post(balancer, projectId, 'through the balancer (1)'),
        await client.post(balancer, projectId, 'through the balancer (2)'),
      ]
      await until(
        () => hearA.heard.length >= sent.length && hearB.heard.length >= sent.length,
        'both sockets to hear every message'
      )
      assert.deepEqual(hearA.heard, sent)
      assert.deepEqual(hearB.heard, sent)
    } finally {
      onA.disconnect()
      onB.disconnect()
    }
  })

  test('presence and typing cross nodes', async ({ assert }) => {
    const [a, b] = nodes
    const staffOnA = staff.realtime(Number(new URL(a.url).port), balancer)
    const clientOnB = client.realtime(Number(new URL(b.url).port), balancer)
    try {
      const staffSide = listen(staffOnA, projectId)
      await staffSide.subscribed
      const joined: string[] = []
      const typing: unknown[] = []
      staffSide.channel.bind('pusher:member_added', (member: { info: { name: string } }) =>
        joined.push(member.info.name)
      )
      staffSide.channel.bind('client-typing', (whisper: unknown) => typing.push(whisper))

      const clientSide = listen(clientOnB, projectId)
      await clientSide.subscribed
      await until(() => joined.length > 0, 'the staff socket to see the client arrive')
      assert.lengthOf(joined, 1)

      clientSide.channel.trigger('client-typing', { typing: true })
      await until(() => typing.length > 0, 'the whisper to cross to node A')
      assert.containsSubset(typing[0], { typing: true })
    } finally {
      staffOnA.disconnect()
      clientOnB.disconnect()
    }
  })

  test('a node killed mid-conversation loses no message', async ({ assert }) => {
    const balancerPort = Number(new URL(balancer).port)
    const listener = staff.realtime(balancerPort, balancer)
    try {
      const hear = listen(listener, projectId)
      await hear.subscribed
      const [a, b] = nodes
      await until(async () => (await socketsOn(a)) + (await socketsOn(b)) === 1, 'one socket')
      const victim = (await socketsOn(a)) === 1 ? a : b

      const sent: number[] = []
      for (let i = 1; i <= 3; i++) sent.push(await client.post(balancer, projectId, `before ${i}`))
      await until(() => hear.heard.length >= 3, 'the first three to arrive live')

      const states: string[] = []
      listener.connection.bind('state_change', ({ current }: { current: string }) =>
        states.push(current)
      )
      await victim.kill()
      for (let i = 1; i <= 5; i++) sent.push(await client.post(balancer, projectId, `after ${i}`))

      // pusher-js reconnects through nginx to the survivor, then the page catches up.
      await until(
        () => states.includes('connecting') && listener.connection.state === 'connected',
        'the socket to lose its node and reconnect',
        30_000
      )
      const survivor = nodes.find((node) => node !== victim)!
      assert.equal(await socketsOn(survivor), 1, 'the socket now lives on the survivor')
      const last = hear.heard.at(-1) ?? 0
      const response = await staff.request(
        balancer,
        `/projects/${projectId}/messages?after=${last}`
      )
      assert.equal(response.status, 200)
      const caughtUp = ((await response.json()) as { data: { id: number }[] }).data.map(
        (message) => message.id
      )
      const seen = [...new Set([...hear.heard, ...caughtUp])].filter((id) => sent.includes(id))
      assert.deepEqual(seen, sent, 'every message, once, in order')
      assert.deepEqual(survivor.problems, [])
    } finally {
      listener.disconnect()
    }
  })
})
