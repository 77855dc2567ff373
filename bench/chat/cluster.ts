/**
 * The project chat through the cluster: the production build as nodes on one PostgreSQL
 * database and one Redis, behind nginx (scripts/cluster_nginx.sh, the deploy/nginx.conf of
 * `npm run start:cluster`). Every user is a real signed-in session holding the presence channels
 * of their projects (projects of BENCH_PROJECT_SIZE members, each user in BENCH_PROJECTS_PER_USER
 * of them, so a message reaches a project's members and no one else) through pusher-js and
 * /broadcasting/auth, all through nginx. Each user posts BENCH_RATE messages a second (to their
 * projects in turn) through the chat's JSON endpoint. Measured at every member of the message's
 * project: POST → `message.created` latency (p50/p99), lost and duplicated deliveries.
 *
 *   1. one node behind nginx: the steady load, then saturation (BENCH_POSTERS posting back to
 *      back for BENCH_SATURATION_SECONDS): the messages a second one node sustains;
 *   2. two nodes: the same users reconnected through a two-node nginx, the steady load, the
 *      saturation (the throughput ratio 2 nodes ÷ 1 node is printed), then the steady load with
 *      one node SIGKILLed at the midpoint: pusher-js reconnects through nginx to the survivor,
 *      every member catches up through GET ?after=, posts that failed are retried with their
 *      client key (the chat's idempotency), and nothing may be lost or doubled. The kill comes
 *      amid a burst of BENCH_KILL_BURST posts (40), so posts are in flight on the killed node;
 *      a retry answered 200 found its message stored by the dead node (counted).
 *   The saturation runs print the CPU per message of the nodes and of PostgreSQL's backends.
 *   Beside them, in the same run, the ceiling: a bare `ws` broadcast of the same payloads at the
 *   same message rate to as many sockets as one message reaches (bench/chat/ceiling.ts).
 *
 *   npx node bench/chat/cluster.ts
 *
 * Environment: BENCH_USERS (1000), BENCH_RATE (messages per user per second, 1), BENCH_SECONDS
 * (60), BENCH_PROJECT_SIZE (15), BENCH_PROJECTS_PER_USER (2), BENCH_POSTERS (40),
 * BENCH_SATURATION_SECONDS (15), BENCH_KILL_BURST (40); BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/
 * bench_cluster, wiped), BENCH_REDIS_URL (redis://127.0.0.1:6379/8, flushed); BUILD_DIR serves
 * an existing build (otherwise the working tree is built in a temporary copy); APP_LOG=1.
 * The chat allows 60 posts a minute per author: BENCH_RATE above 1 meets that limit (429s are
 * retried after Retry-After and counted).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { Redis } from 'ioredis'
import pg from 'pg'
import { bodyText, freePort, launchServer, prepareBuild, stopProcess } from '../http/served_app.ts'
import { bareCeiling } from './ceiling.ts'
import { cpuMeter } from './cpu.ts'
import {
  DEMO,
  connect,
  inBatches,
  percentile,
  realtimeKey,
  signIn,
  type Member,
  type Session,
} from './members.ts'

const USERS = Number(process.env.BENCH_USERS ?? 1000)
const RATE = Number(process.env.BENCH_RATE ?? 1)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60)
const PROJECT_SIZE = Number(process.env.BENCH_PROJECT_SIZE ?? 15)
const PROJECTS_PER_USER = Number(process.env.BENCH_PROJECTS_PER_USER ?? 2)
const POSTERS = Number(process.env.BENCH_POSTERS ?? 40)
const SATURATION_SECONDS = Number(process.env.BENCH_SATURATION_SECONDS ?? 15)
const KILL_BURST = Number(process.env.BENCH_KILL_BURST ?? 40)
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_cluster'
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/8'
const GRACE_MS = 5000
const root = join(import.meta.dirname, '..', '..')
const print = (line: string) => process.stdout.write(line + '\n')

/* ---------------------------------------------------------------- the cluster ------------ */

interface Node {
  port: number
  child: ChildProcess
}

const PUSHER = { id: 'bench', key: 'bench-cluster-key', secret: randomBytes(16).toString('hex') }

function nodeEnv(port: number, balancerPort: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const name of ['PATH', 'HOME', 'LANG', 'TZ', 'DEBUG']) {
    if (process.env[name] !== undefined) env[name] = process.env[name]
  }
  return {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${balancerPort}`,
    DB_CONNECTION: 'pg',
    DATABASE_URL,
    REDIS_URL,
    TRUSTED_PROXIES: 'loopback',
    PUSHER_APP_ID: PUSHER.id,
    PUSHER_APP_KEY: PUSHER.key,
    PUSHER_APP_SECRET: PUSHER.secret,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  }
}

/* nginx from deploy/nginx.conf with these nodes as its upstream, on a port of its own. */
async function startNginx(nodePorts: number[]) {
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'bench-cluster-nginx-'))
  const rendered = spawnSync(
    'bash',
    ['scripts/cluster_nginx.sh', dir, String(port), ...nodePorts.map(String)],
    { cwd: root, encoding: 'utf8' }
  )
  if (rendered.status !== 0) throw new Error(`nginx configuration: ${rendered.stderr}`)
  const child = spawn(
    rendered.stdout.trim(),
    ['-p', dir, '-c', `${dir}/nginx.conf`, '-g', 'daemon off;'],
    { stdio: 'ignore' }
  )
  process.once('exit', () => child.kill('SIGKILL'))
  for (let attempt = 0; ; attempt++) {
    const ok = await fetch(`http://127.0.0.1:${port}/health`).then(
      (response) => response.ok,
      () => false
    )
    if (ok) break
    if (attempt > 100) throw new Error('nginx did not answer')
    await sleep(100)
  }
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      await stopProcess(child)
      for (const line of nginxComplaints(join(dir, 'logs', 'nginx-error.log'))) print(line)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/* What nginx logged as errors, one line per kind with its count (a refused or cut request). */
function nginxComplaints(file: string) {
  let text = ''
  try {
    text = readFileSync(file, 'utf8')
  } catch {
    return []
  }
  const kinds = new Map<string, number>()
  for (const line of text.split('\n')) {
    const match = /\[(error|crit|alert|emerg)\] [\d#]+: (?:\*\d+ )?([^,]*)/.exec(line)
    if (!match) continue
    const request = /request: "(\S+ [^?" ]+)/.exec(line)?.[1].replace(/\d+/g, 'N')
    const kind = `[${match[1]}] ${match[2]}${request ? ` (${request})` : ''}`
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([kind, count]) => `  nginx: ${count} × ${kind}`)
}

/* ---------------------------------------------------------------- the users -------------- */

interface Seeded {
  emails: string[]
  /* user index → the projects they belong to */
  projectsOf: number[][]
  /* project id → user indexes */
  membersOf: Map<number, number[]>
}

/*
| Users and projects written straight into PostgreSQL (as a seeding script would): verified
| clients with the demo client's password hash. Round r puts user i in group
| ⌊(i + r·⌊size/2⌋) mod users / size⌋ of that round, so projects overlap like real teams do.
*/
async function seedUsers(): Promise<Seeded> {
  const client = new pg.Client({ connectionString: DATABASE_URL })
  await client.connect()
  try {
    const now = new Date()
    const demo = await client.query('select password from users where email = $1', [DEMO.email])
    const hash = demo.rows[0].password as string
    const emails = Array.from({ length: USERS }, (_, index) => `bench-${index}@example.com`)
    const users = await client.query(
      `insert into users (full_name, email, password, role, locale, email_verified_at,
         terms_accepted_at, welcomed_at, created_at, updated_at)
       select 'Bench User ' || n, 'bench-' || n || '@example.com', $1, 'client', 'en',
         $2, $2, $2, $2, $2
       from generate_series(0, $3::int - 1) as n
       returning id, email`,
      [hash, now, USERS]
    )
    const idOf = new Map(users.rows.map((row) => [row.email as string, row.id as number]))
    const groups = Math.ceil(USERS / PROJECT_SIZE)
    const projectsOf: number[][] = emails.map(() => [])
    const membersOf = new Map<number, number[]>()
    for (let round = 0; round < PROJECTS_PER_USER; round++) {
      const ids: number[] = []
      for (let group = 0; group < groups; group++) {
        const project = await client.query(
          `insert into projects (name, status, progress, currency, last_activity_at, created_at, updated_at)
           values ($1, 'in_progress', 50, 'EUR', $2, $2, $2) returning id`,
          [`Bench ${round}-${group}`, now]
        )
        ids.push(project.rows[0].id as number)
        membersOf.set(project.rows[0].id as number, [])
      }
      const shift = round * Math.floor(PROJECT_SIZE / 2)
      const values: unknown[] = []
      const rows: string[] = []
      for (let index = 0; index < USERS; index++) {
        const projectId = ids[Math.floor(((index + shift) % USERS) / PROJECT_SIZE)]
        projectsOf[index].push(projectId)
        membersOf.get(projectId)!.push(index)
        const at = values.length
        values.push(projectId, idOf.get(emails[index]), now)
        rows.push(`($${at + 1}, $${at + 2}, 'member', $${at + 3}, $${at + 3})`)
      }
      await client.query(
        `insert into project_members (project_id, user_id, role, created_at, updated_at)
         values ${rows.join(', ')}`,
        values
      )
    }
    return { emails, projectsOf, membersOf }
  } finally {
    await client.end()
  }
}

/* ---------------------------------------------------------------- one run ---------------- */

interface Posted {
  n: number
  projectId: number
  sentAt: number
}

interface RunResult {
  posted: number
  seconds: number
  deliveries: number
  p50: number
  p99: number
  max: number
  lost: number
  duplicated: number
  /* the same message announced again to a socket (a retried post), shown once by pages */
  repeated: number
  caughtUp: number
  retriedPosts: number
  storedByTheDead: number
  limited: number
  /* µs of CPU per posted message: the nodes, PostgreSQL's backends of the bench's database */
  appCpu?: number
  databaseCpu?: number
}

class Poster {
  next = 0
  retriedPosts = 0
  storedByTheDead = 0
  answered?: () => void
  limited = 0
  posted: Posted[] = []
  startedAt = performance.now()

  users: Member[]
  seeded: Seeded

  constructor(users: Member[], seeded: Seeded) {
    this.users = users
    this.seeded = seeded
  }

  /* One message by user `index` to one of their projects, until the cluster has stored it. */
  async post(index: number, n: number) {
    const author = this.users[index]
    const projects = this.seeded.projectsOf[index]
    const projectId = projects[n % projects.length]
    const body = JSON.stringify({ text: `bench ${n}`, replyToId: null, clientKey: randomUUID() })
    const record: Posted = { n, projectId, sentAt: performance.now() }
    this.posted.push(record)
    for (let attempt = 0; ; attempt++) {
      const answer = await author.browser
        .send(`/projects/${projectId}/messages`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Accept': 'application/json',
            'X-CSRF-TOKEN': author.csrf,
          },
          body,
        })
        .catch(() => null)
      if (answer && (answer.status === 201 || answer.status === 200)) {
        // 200 to a retry: the node that died had stored it (and maybe never announced it).
        if (attempt > 0 && answer.status === 200) this.storedByTheDead++
        this.answered?.()
        return
      }
      if (answer?.status === 429) {
        this.limited++
        const retryAfter = Number(
          answer.headers.find(([name]) => name.toLowerCase() === 'retry-after')?.[1] ?? 1
        )
        await sleep(retryAfter * 1000)
        continue
      }
      // A node died under this request: the same key again never makes a second message.
      if (attempt === 0) this.retriedPosts++
      if (attempt > 600) throw new Error(`message ${n} could not be posted (${answer?.status})`)
      await sleep(100)
    }
  }
}

function tally(
  label: string,
  users: Member[],
  seeded: Seeded,
  poster: Poster,
  seconds: number
): RunResult {
  const latencies: number[] = []
  const lostLines: string[] = []
  let lost = 0
  let caughtUp = 0
  for (const { n, projectId, sentAt } of poster.posted) {
    for (const index of seeded.membersOf.get(projectId)!) {
      const deliveries = users[index].seen.get(n)
      if (!deliveries || deliveries.length === 0) {
        lost++
        const user = users[index]
        if (lostLines.length < 10) {
          lostLines.push(
            `    lost: "bench ${n}" in project ${projectId} at user ${index} ` +
              `(${user.connections > 1 ? 'reconnected' : 'never reconnected'}), ` +
              `posted ${((sentAt - poster.startedAt) / 1000).toFixed(1)} s into the run`
          )
        }
        continue
      }
      const first = deliveries.reduce((a, b) => (a.at <= b.at ? a : b))
      if (first.via === 'catch-up') caughtUp++
      latencies.push(first.at - sentAt)
    }
  }
  latencies.sort((a, b) => a - b)
  print(`  ${label}: done`)
  for (const line of lostLines) print(line)
  return {
    posted: poster.posted.length,
    seconds,
    deliveries: latencies.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    lost,
    duplicated: users.reduce((sum, user) => sum + user.socketDuplicates, 0),
    repeated: users.reduce((sum, user) => sum + user.socketRepeats, 0),
    caughtUp,
    retriedPosts: poster.retriedPosts,
    storedByTheDead: poster.storedByTheDead,
    limited: poster.limited,
  }
}

function resetCounts(users: Member[]) {
  for (const user of users) {
    user.seen.clear()
    user.socketDuplicates = 0
    user.socketRepeats = 0
  }
}

/* Every user posts RATE a second for SECONDS (open loop); `midpoint` runs halfway through. */
async function steady(
  label: string,
  users: Member[],
  seeded: Seeded,
  firstNumber: number,
  midpoint?: (poster: Poster, nextNumber: number) => Promise<void>
) {
  resetCounts(users)
  const poster = new Poster(users, seeded)
  const total = Math.round(USERS * RATE * SECONDS)
  const subscribedBefore = users.map((user) => user.subscriptions)
  const connectedBefore = users.map((user) => user.connections)
  const posts: Promise<void>[] = []
  let middle: Promise<void> | undefined
  const started = performance.now()
  for (let index = 0; index < total; index++) {
    const wait = started + (index * 1000) / (USERS * RATE) - performance.now()
    if (wait > 0) await sleep(wait)
    if (midpoint && !middle && index === Math.floor(total / 2))
      middle = midpoint(poster, firstNumber + total)
    posts.push(poster.post(index % USERS, firstNumber + index))
  }
  await Promise.all(posts)
  await middle
  const elapsed = (performance.now() - started) / 1000
  if (midpoint) {
    // The users of the dead node reconnect through nginx (pusher-js backoff) and resubscribe.
    const deadline = performance.now() + 120_000
    // Only the users whose socket was on the dead node lost it (their socket broke at once).
    const waiting = () =>
      users.filter(
        (user, index) =>
          user.pusher.connection.state !== 'connected' ||
          (user.connections > connectedBefore[index] &&
            user.subscriptions < subscribedBefore[index] + seeded.projectsOf[index].length)
      )
    while (waiting().length > 0) {
      const left = waiting()
      if (performance.now() > deadline) {
        print(`  ${left.length} users did not subscribe again within 120 s`)
        break
      }
      await sleep(250)
    }
    const moved = users.filter((user, index) => user.connections > connectedBefore[index])
    print(`  ${moved.length} users had their socket on the killed node and reconnected`)
  }
  await sleep(GRACE_MS)
  await Promise.all(users.map((user) => user.catchingUp))
  return tally(label, users, seeded, poster, elapsed)
}

/* POSTERS users post back to back for SATURATION_SECONDS: what the cluster sustains. */
async function saturation(label: string, users: Member[], seeded: Seeded, firstNumber: number) {
  resetCounts(users)
  const poster = new Poster(users, seeded)
  let n = firstNumber
  const cpu = cpuMeter(() => nodes.map((node) => node.child.pid!), DATABASE_URL)
  const started = performance.now()
  const stopAt = started + SATURATION_SECONDS * 1000
  await Promise.all(
    Array.from({ length: Math.min(POSTERS, USERS) }, async (_, worker) => {
      // Each worker rotates over its own share of the users (the per-author limit holds).
      for (let round = 0; performance.now() < stopAt; round++) {
        const index = (worker + round * POSTERS) % USERS
        await poster.post(index, n++)
      }
    })
  )
  const elapsed = (performance.now() - started) / 1000
  const spent = cpu()
  await sleep(GRACE_MS)
  const result = tally(label, users, seeded, poster, elapsed)
  result.appCpu = spent.app / result.posted
  result.databaseCpu = spent.database / result.posted
  return result
}

/* ---------------------------------------------------------------- main ------------------- */

const ms = (value: number) => `${value.toFixed(1)} ms`
const perSecond = (result: RunResult) => result.posted / result.seconds

const build = prepareBuild()
const nodes: Node[] = []
let balancer: Awaited<ReturnType<typeof startNginx>> | undefined
let users: Member[] = []
const rows: string[][] = [
  ['', 'msg/s', 'deliveries/s', 'p50', 'p99', 'max', 'lost', 'dup', 'caught up', 'notes'],
]
const row = (label: string, result: RunResult, notes: string) => {
  if (result.appCpu !== undefined) {
    notes +=
      `; CPU per message: nodes ${Math.round(result.appCpu)} µs, ` +
      `PostgreSQL ${Math.round(result.databaseCpu!)} µs`
  }
  rows.push([
    label,
    perSecond(result).toFixed(1),
    (result.deliveries / result.seconds).toFixed(0),
    ms(result.p50),
    ms(result.p99),
    ms(result.max),
    String(result.lost),
    String(result.duplicated),
    String(result.caughtUp),
    notes,
  ])
}
try {
  const pgAdmin = new pg.Client({ connectionString: DATABASE_URL })
  await pgAdmin.connect()
  await pgAdmin.query('drop schema public cascade; create schema public')
  await pgAdmin.end()
  const redis = new Redis(REDIS_URL)
  await redis.flushdb()
  await redis.quit()

  const nodePorts = [await freePort(), await freePort()]
  const balancerPort = await freePort()
  const env = (index: number) => nodeEnv(nodePorts[index], balancerPort)
  for (const args of [['migration:run', '--force'], ['db:seed']]) {
    const done = spawnSync(process.execPath, ['ace.js', ...args], { cwd: build.dir, env: env(0) })
    if (done.status !== 0) throw new Error(`${args[0]} failed: ${done.stderr}`)
  }
  const seeded = await seedUsers()
  const projects = seeded.membersOf.size
  print(
    `${USERS} users in ${projects} projects of ${PROJECT_SIZE} (${PROJECTS_PER_USER} each), ` +
      `${RATE} message/user/s for ${SECONDS} s = ${USERS * RATE} messages/s offered, ` +
      `each reaching ${PROJECT_SIZE} members`
  )

  // One node first.
  nodes.push({ port: nodePorts[0], child: await launchServer(build.dir, nodePorts[0], env(0)) })
  balancer = await startNginx([nodePorts[0]])
  print(`signing in ${USERS} users through POST /login (nginx, one node) ...`)
  let started = performance.now()
  const sessions: Session[] = await inBatches(seeded.emails, 8, (email) =>
    signIn(balancer!.origin, email)
  )
  print(`  ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const key = await realtimeKey(sessions[0])
  const connectAll = async (origin: string, port: number) => {
    started = performance.now()
    for (const session of sessions) session.browser.origin = origin
    users = await inBatches(sessions, 25, (session) =>
      connect({ origin, port }, key, seeded.projectsOf[sessions.indexOf(session)], session)
    )
    print(`  connected in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  print(`connecting ${USERS} pusher-js clients (${PROJECTS_PER_USER} presence channels each) ...`)
  await connectAll(balancer.origin, balancer.port)

  print(`run 1: one node, steady`)
  const oneSteady = await steady('one node, steady', users, seeded, 0)
  print(`run 2: one node, saturation (${POSTERS} posters back to back)`)
  const oneSaturated = await saturation('one node, saturation', users, seeded, 1_000_000)

  // Two nodes: the users reconnect through a balancer that knows both.
  nodes.push({ port: nodePorts[1], child: await launchServer(build.dir, nodePorts[1], env(1)) })
  for (const user of users) user.pusher.disconnect()
  await balancer.stop()
  balancer = undefined
  balancer = await startNginx(nodePorts)
  print(`reconnecting ${USERS} users through nginx in front of two nodes ...`)
  await connectAll(balancer.origin, balancer.port)

  print(`run 3: two nodes, steady`)
  const twoSteady = await steady('two nodes, steady', users, seeded, 2_000_000)
  print(`run 4: two nodes, saturation`)
  const twoSaturated = await saturation('two nodes, saturation', users, seeded, 3_000_000)
  print(
    `run 5: two nodes, one SIGKILLed at the midpoint, in the middle of a burst of ${KILL_BURST} posts`
  )
  const killed = await steady(
    'two nodes, one killed',
    users,
    seeded,
    4_000_000,
    async (poster, nextNumber) => {
      // Killed once the first post of the burst is answered: the others are in flight on both
      // nodes, some stored and not yet announced (what a retry must announce again).
      const first = new Promise<void>((resolve) => (poster.answered = resolve))
      const burst = Array.from({ length: KILL_BURST }, (_, index) =>
        poster.post((index * 37) % USERS, nextNumber + index)
      )
      await first
      nodes[1].child.kill('SIGKILL')
      poster.answered = undefined
      await Promise.all(burst)
    }
  )

  // The ceiling: a real Message payload as the members received it, at the steady message rate.
  const sample = await users[0].browser.send(
    `/projects/${seeded.projectsOf[0][0]}/messages?after=0`,
    { headers: { Accept: 'application/json' } }
  )
  const first = (JSON.parse(bodyText(sample)) as { data: unknown[] }).data[0]
  const ceiling = await bareCeiling(JSON.stringify(first), PROJECT_SIZE, USERS * RATE, 10)

  row('1 node, steady', oneSteady, `${USERS * RATE} msg/s offered`)
  row(
    '1 node, saturation',
    oneSaturated,
    `${POSTERS} posters back to back${oneSaturated.limited ? `, ${oneSaturated.limited} × 429` : ''}`
  )
  row('2 nodes, steady', twoSteady, `${USERS * RATE} msg/s offered`)
  row(
    '2 nodes, saturation',
    twoSaturated,
    `${POSTERS} posters back to back${twoSaturated.limited ? `, ${twoSaturated.limited} × 429` : ''}`
  )
  row(
    '2 nodes, 1 killed',
    killed,
    `SIGKILL at ${SECONDS / 2} s amid a burst of ${KILL_BURST}, ${killed.retriedPosts} posts retried, ` +
      `${killed.storedByTheDead} of them stored by the killed node, ` +
      `${killed.repeated} deliveries announced twice (same id, shown once)`
  )
  rows.push([
    'bare ws ceiling',
    String(USERS * RATE),
    String(USERS * RATE * PROJECT_SIZE),
    ms(ceiling.p50),
    ms(ceiling.p99),
    '',
    String(ceiling.lost),
    '',
    '',
    `same payloads and rate, ${PROJECT_SIZE} sockets, 10 s`,
  ])
  const widths = rows[0].map((_, column) => Math.max(...rows.map((line) => line[column].length)))
  print('')
  for (const line of rows) print(line.map((cell, column) => cell.padEnd(widths[column])).join('  '))
  print(
    `\nscaling: 2 nodes ÷ 1 node sustained msg/s = ${(perSecond(twoSaturated) / perSecond(oneSaturated)).toFixed(2)}` +
      ` (${perSecond(oneSaturated).toFixed(1)} → ${perSecond(twoSaturated).toFixed(1)}; ` +
      `at ${RATE} message/user/s that is ~${Math.floor(perSecond(twoSaturated) / RATE)} users on two nodes)` +
      `\nlatency: POST sent → message.created at each member of the project (a message caught up through GET ?after= counts when the answer arrived).` +
      ` Everything (nodes, nginx, PostgreSQL, Redis, ${USERS} clients) shares this machine's cores; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`
  )
  const problems = [oneSteady, oneSaturated, twoSteady, twoSaturated, killed].reduce(
    (sum, result) => sum + result.lost + result.duplicated,
    0
  )
  process.exitCode = problems > 0 ? 1 : 0
} finally {
  for (const user of users) user.pusher.disconnect()
  await balancer?.stop()
  // The node killed on purpose has exited already.
  for (const node of nodes) if (node.child.signalCode === null) await stopProcess(node.child)
  build.cleanup()
}
