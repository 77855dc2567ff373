/**
 * The project chat under load, end to end: 200 members of one project, each a real signed-in
 * session (POST /login) holding `presence-project.{id}` through pusher-js and the real
 * /broadcasting/auth; 5 messages a second POSTed to /projects/{id}/messages (the chat's JSON
 * endpoint, rotating authors) for 30 seconds. Measured at every member: latency from the POST
 * to the delivery of `message.created` (p50/p99), lost and duplicated deliveries. Then the same
 * with the server restarted once mid-run: posts that fail while it is down are retried with
 * their client key (the chat's idempotency), every member catches up through `GET ?after=` once
 * pusher-js has reconnected, and nothing may be lost. Beside it, in the same run, a bare `ws`
 * server fanning the same payloads out to 200 sockets: the ceiling.
 *
 *   npx node bench/chat/chat.ts
 *
 * Environment: BUILD_DIR serves an existing build (otherwise the working tree is built in a
 * temporary copy with scripts/build.sh, as bench/http does); BENCH_MEMBERS (200),
 * BENCH_RATE (messages a second, 5), BENCH_SECONDS (30); APP_LOG=1 shows the app's log.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import { bodyText, freePort, launchServer, prepareBuild, stopProcess } from '../http/served_app.ts'
import { bareCeiling } from './ceiling.ts'
import {
  DEMO,
  connect,
  inBatches,
  numberOf,
  percentile,
  realtimeKey,
  signIn,
  type Member,
} from './members.ts'

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 200)
const RATE = Number(process.env.BENCH_RATE ?? 5)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30)
const GRACE_MS = 5000
interface RunResult {
  posted: number
  p50: number
  p99: number
  max: number
  lost: number
  duplicated: number
  caughtUp: number
  retriedPosts: number
  downtimeMs: number
  reconnectedAfterMs: number
}

/* ---------------------------------------------------------------- the served app ---------- */

interface App {
  origin: string
  port: number
  env: NodeJS.ProcessEnv
  buildDir: string
  child: ChildProcess
}

function appEnv(port: number, database: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const name of ['PATH', 'HOME', 'LANG', 'TZ', 'DEBUG']) {
    if (process.env[name] !== undefined) env[name] = process.env[name]
  }
  return {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    DB_CONNECTION: 'sqlite',
    SQLITE_PATH: database,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  }
}

async function launch(buildDir: string, port: number, env: NodeJS.ProcessEnv): Promise<App> {
  const child = await launchServer(buildDir, port, env)
  return { origin: `http://127.0.0.1:${port}`, port, env, buildDir, child }
}

/*
| The members, written straight into the database (as a seeding script would): verified
| clients with the demo client's password hash, all members of one project the demo client owns.
*/
function seedMembers(database: string) {
  const db = new Database(database)
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19)
  const demo = db.prepare('select id, password from users where email = ?').get(DEMO.email) as {
    id: number
    password: string
  }
  const insertUser = db.prepare(
    `insert into users (full_name, email, password, role, locale, email_verified_at,
      terms_accepted_at, welcomed_at, created_at, updated_at)
     values (?, ?, ?, 'client', 'en', ?, ?, ?, ?, ?)`
  )
  const project = db
    .prepare(
      `insert into projects (name, status, progress, currency, last_activity_at, created_at, updated_at)
       values ('Bench chat', 'in_progress', 50, 'EUR', ?, ?, ?)`
    )
    .run(now, now, now)
  const projectId = Number(project.lastInsertRowid)
  const member = db.prepare(
    `insert into project_members (project_id, user_id, role, created_at, updated_at)
     values (?, ?, ?, ?, ?)`
  )
  const emails: string[] = []
  db.transaction(() => {
    member.run(projectId, demo.id, 'owner', now, now)
    for (let index = 0; index < MEMBERS; index++) {
      const email = `bench-${index}@example.com`
      const user = insertUser.run(
        `Bench Member ${index}`,
        email,
        demo.password,
        now,
        now,
        now,
        now,
        now
      )
      member.run(projectId, Number(user.lastInsertRowid), 'member', now, now)
      emails.push(email)
    }
  })()
  db.close()
  return { projectId, emails }
}

/* ---------------------------------------------------------------- one run ---------------- */

async function run(
  label: string,
  members: Member[],
  projectId: number,
  firstNumber: number,
  restart?: () => Promise<number>
): Promise<RunResult> {
  const total = RATE * SECONDS
  const sentAt = new Map<number, number>()
  let retriedPosts = 0
  let downtimeMs = 0
  let reconnectedAfterMs = 0
  const posts: Promise<void>[] = []
  const subscribedBefore = members.map((member) => member.subscriptions)
  const started = performance.now()
  let restarting: Promise<void> | null = null

  const postOne = async (n: number) => {
    const author = members[n % members.length]
    const clientKey = randomUUID()
    const body = JSON.stringify({ text: `bench ${n}`, replyToId: null, clientKey })
    sentAt.set(n, performance.now())
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
      if (answer && (answer.status === 201 || answer.status === 200)) return
      // The server is down (or starting): the same key again never makes a second message.
      if (attempt === 0) retriedPosts++
      if (attempt > 600) throw new Error(`message ${n} could not be posted`)
      await sleep(100)
    }
  }

  for (let index = 0; index < total; index++) {
    const n = firstNumber + index
    const due = started + (index * 1000) / RATE
    const wait = due - performance.now()
    if (wait > 0) await sleep(wait)
    if (restart && !restarting && index === Math.floor(total / 2)) {
      restarting = restart().then((ms) => {
        downtimeMs = ms
      })
    }
    posts.push(postOne(n))
  }
  await Promise.all(posts)
  await restarting
  if (restart) {
    // Every member's pusher-js reconnects on its own (with its backoff) and subscribes again.
    const deadline = performance.now() + 120_000
    while (members.some((member, index) => member.subscriptions <= subscribedBefore[index])) {
      if (performance.now() > deadline) {
        process.stdout.write('  some members did not subscribe again within 120 s\n')
        break
      }
      await sleep(250)
    }
    reconnectedAfterMs = performance.now() - started
  }
  await sleep(GRACE_MS)
  await Promise.all(members.map((member) => member.catchingUp))

  const latencies: number[] = []
  let lost = 0
  let caughtUp = 0
  for (const member of members) {
    for (let index = 0; index < total; index++) {
      const n = firstNumber + index
      const deliveries = member.seen.get(n)
      if (!deliveries || deliveries.length === 0) {
        lost++
        continue
      }
      const first = deliveries.reduce((a, b) => (a.at <= b.at ? a : b))
      if (first.via === 'catch-up') caughtUp++
      latencies.push(first.at - sentAt.get(n)!)
    }
  }
  latencies.sort((a, b) => a - b)
  const duplicated = members.reduce((sum, member) => sum + member.socketDuplicates, 0)
  process.stdout.write(`  ${label}: done\n`)
  return {
    posted: total,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    lost,
    duplicated,
    caughtUp,
    retriedPosts,
    downtimeMs,
    reconnectedAfterMs,
  }
}

/* ---------------------------------------------------------------- main ------------------- */

const ms = (value: number) => `${value.toFixed(1)} ms`

const build = prepareBuild()
const databaseDir = mkdtempSync(join(tmpdir(), 'bench-chat-db-'))
const database = join(databaseDir, 'db.sqlite3')
let app: App | undefined
const members: Member[] = []
try {
  const port = await freePort()
  const env = appEnv(port, database)
  for (const args of [['migration:run', '--force'], ['db:seed']]) {
    execFileSync(process.execPath, ['ace.js', ...args], { cwd: build.dir, env, stdio: 'ignore' })
  }
  const { projectId, emails } = seedMembers(database)
  app = await launch(build.dir, port, env)
  const appRef = { current: app }

  // The app key the pages hand to the browser (read from a signed-in page's props).
  process.stdout.write(`signing in ${MEMBERS} members through POST /login ...\n`)
  const signInStarted = performance.now()
  const sessions = await inBatches(emails, 8, (email) => signIn(app!.origin, email))
  process.stdout.write(`  ${((performance.now() - signInStarted) / 1000).toFixed(1)} s\n`)
  const key = await realtimeKey(sessions[0])

  process.stdout.write(
    `connecting ${MEMBERS} pusher-js clients (presence, /broadcasting/auth) ...\n`
  )
  members.push(
    ...(await inBatches(sessions, 20, (session) => connect(app!, key, [projectId], session)))
  )

  process.stdout.write(`run 1: ${RATE} messages/s for ${SECONDS} s to ${MEMBERS} members\n`)
  const steady = await run('steady', members, projectId, 0)

  process.stdout.write(`run 2: the same, the server restarted once mid-run\n`)
  const restart = async () => {
    const down = performance.now()
    await stopProcess(appRef.current.child)
    appRef.current = await launch(build.dir, port, env)
    app = appRef.current
    return performance.now() - down
  }
  const restarted = await run('restart', members, projectId, 100_000, restart)

  // The ceiling: a real Message payload, as the members received it.
  const sample = await members[0].browser.send(`/projects/${projectId}/messages?after=0`, {
    headers: { Accept: 'application/json' },
  })
  const first = (JSON.parse(bodyText(sample)) as { data: unknown[] }).data[0]
  const ceiling = await bareCeiling(JSON.stringify(first), MEMBERS, RATE, SECONDS)

  const rows = [
    ['', 'p50', 'p99', 'max', 'lost', 'duplicated', 'caught up', 'notes'],
    [
      'app, steady',
      ms(steady.p50),
      ms(steady.p99),
      ms(steady.max),
      String(steady.lost),
      String(steady.duplicated),
      String(steady.caughtUp),
      `${steady.posted} messages × ${MEMBERS} members`,
    ],
    [
      'app, restarted mid-run',
      ms(restarted.p50),
      ms(restarted.p99),
      ms(restarted.max),
      String(restarted.lost),
      String(restarted.duplicated),
      String(restarted.caughtUp),
      `down ${(restarted.downtimeMs / 1000).toFixed(1)} s, ${restarted.retriedPosts} posts retried, all resubscribed ${(restarted.reconnectedAfterMs / 1000).toFixed(1)} s into the run`,
    ],
    [
      'bare ws ceiling',
      ms(ceiling.p50),
      ms(ceiling.p99),
      '',
      String(ceiling.lost),
      '',
      '',
      `same payloads, same rate, ${MEMBERS} sockets`,
    ],
  ]
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)))
  process.stdout.write('\n')
  for (const row of rows) {
    process.stdout.write(`${row.map((cell, column) => cell.padEnd(widths[column])).join('  ')}\n`)
  }
  process.stdout.write(
    `\nlatency: POST sent → message.created at each member (restart: a post that failed while the server was down counts from its first attempt; a message caught up through GET ?after= counts when the answer arrived). load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}\n`
  )
  process.exitCode = steady.lost + restarted.lost + steady.duplicated > 0 ? 1 : 0
} finally {
  for (const member of members) member.pusher.disconnect()
  if (app) await stopProcess(app.child)
  rmSync(databaseDir, { recursive: true, force: true })
  build.cleanup()
}
