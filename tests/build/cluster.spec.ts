import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { test } from '@japa/runner'
import db from '@adonisjs/lucid/services/db'
import hash from '@adonisjs/core/services/hash'
import { Redis } from 'ioredis'
import knex from 'knex'
import { buildOnce, layerDir, serveBuild, type ServedBuild } from '#tests/helpers/served_build'
import { listen, refused, Session, until } from '#tests/helpers/served_clients'

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
  let databaseUrl = ''
  const client = new Session(PUSHER.key)
  const staff = new Session(PUSHER.key)

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
    databaseUrl = env.DATABASE_URL
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

  test('a member removed while connected to the other node stops hearing and is refused again', async ({
    assert,
  }) => {
    const [a, b] = nodes
    // A member of the project, written straight into the cluster's database.
    const cluster = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } })
    const now = new Date()
    const email = `member-${randomBytes(4).toString('hex')}@example.com`
    const [{ id: userId }] = await cluster('users')
      .insert({
        full_name: 'Member To Remove',
        email,
        password: await hash.make('member-password'),
        email_verified_at: now,
        terms_accepted_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    const [{ id: membershipId }] = await cluster('project_members')
      .insert({
        project_id: projectId,
        user_id: userId,
        role: 'member',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    await cluster.destroy()

    const member = new Session(PUSHER.key)
    await member.logIn(balancer, email, 'member-password')
    const memberOnB = member.realtime(Number(new URL(b.url).port), balancer)
    const staffOnA = staff.realtime(Number(new URL(a.url).port), balancer)
    try {
      const memberHears = listen(memberOnB, projectId)
      const staffHears = listen(staffOnA, projectId)
      await Promise.all([memberHears.subscribed, staffHears.subscribed])
      const before = await client.post(a.url, projectId, 'before the removal')
      await until(() => memberHears.heard.includes(before), 'the member to hear node A')

      // Node A removes them; their socket on node B is closed and authorised again: refused.
      const removed = await staff.request(a.url, `/projects/${projectId}/members/${membershipId}`, {
        method: 'DELETE',
        accept: 'text/html',
      })
      assert.equal(removed.status, 302)
      await until(() => refused(member), "the member's channel to be refused on node B")

      const after = await client.post(a.url, projectId, 'after the removal')
      await until(() => staffHears.heard.includes(after), 'staff to hear the later message')
      assert.notInclude(memberHears.heard, after)
      assert.isFalse(memberHears.channel.subscribed)
    } finally {
      memberOnB.disconnect()
      staffOnA.disconnect()
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
