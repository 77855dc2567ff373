/**
 * What one chat post costs the server: the production build on one node (SQLite, or PostgreSQL
 * + Redis with BENCH_DB=pg), BENCH_USERS signed-in users in projects of 15 (each in two, as
 * bench/chat/cluster.ts lays them out) holding their project channels and their own
 * `private-user` channel (the unread badges) through pusher-js, BENCH_POSTERS posting back to
 * back through POST /projects/{id}/messages for BENCH_SECONDS. Printed: posts a second, the
 * app process's CPU per post (user + system, from /proc), and the deliveries that arrived.
 *
 *   npx node bench/chat/post_cost.ts
 *
 * Environment: BUILD_DIR (an existing build; otherwise the working tree is built in a temporary
 * copy), BENCH_DB=pg (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/bench_post,
 * wiped; BENCH_REDIS_URL, default redis://127.0.0.1:6379/9, flushed), BENCH_USERS (300),
 * BENCH_POSTERS (8), BENCH_SECONDS (20), APP_SERVER_ARGS (Node flags for the app, e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof"), APP_LOG=1.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import Database from 'better-sqlite3'
import { Redis } from 'ioredis'
import pg from 'pg'
import { freePort, launchServer, prepareBuild, stopProcess } from '../http/served_app.ts'
import { DEMO, connect, inBatches, realtimeKey, signIn, type Member } from './members.ts'

const USERS = Number(process.env.BENCH_USERS ?? 300)
const POSTERS = Number(process.env.BENCH_POSTERS ?? 8)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const PROJECT_SIZE = 15
const ON_PG = process.env.BENCH_DB === 'pg'
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_post'
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9'
const print = (line: string) => process.stdout.write(line + '\n')

/* Clock ticks of user + system CPU a process has used (/proc/<pid>/stat, fields 14 and 15). */
function cpuTicks(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return Number(fields[11]) + Number(fields[12])
}
const TICK_US = 1_000_000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim())

/* Users, projects and memberships as bench/chat/cluster.ts lays them out; returns user ids. */
async function seed(sqliteFile: string) {
  const groups = Math.ceil(USERS / PROJECT_SIZE)
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19)
  const userRows = Array.from({ length: USERS }, (_, n) => [`Bench User ${n}`, `bench-${n}@ex.com`])
  const run = async (
    sql: (index: number) => string,
    exec: (sql: string, values: unknown[]) => Promise<number>
  ) => {
    const demo = await exec(sql(0), [DEMO.email])
    const ids: number[] = []
    for (const [name, email] of userRows) ids.push(await exec(sql(1), [name, email, demo, now]))
    const projectsOf: number[][] = ids.map(() => [])
    for (let round = 0; round < 2; round++) {
      const projects: number[] = []
      for (let group = 0; group < groups; group++) {
        projects.push(await exec(sql(2), [`Bench ${round}-${group}`, now]))
      }
      const shift = round * Math.floor(PROJECT_SIZE / 2)
      for (const [index, userId] of ids.entries()) {
        const projectId = projects[Math.floor(((index + shift) % USERS) / PROJECT_SIZE)]
        projectsOf[index].push(projectId)
        await exec(sql(3), [projectId, userId, now])
      }
    }
    return { emails: userRows.map(([, email]) => email), ids, projectsOf }
  }
  const statements = (p: (n: number) => string) => (index: number) =>
    [
      `select password as value from users where email = ${p(1)}`,
      `insert into users (full_name, email, password, role, locale, email_verified_at,
         terms_accepted_at, welcomed_at, created_at, updated_at)
       values (${p(1)}, ${p(2)}, ${p(3)}, 'client', 'en', ${p(4)}, ${p(4)}, ${p(4)}, ${p(4)}, ${p(4)})
       returning id as value`,
      `insert into projects (name, status, progress, currency, last_activity_at, created_at, updated_at)
       values (${p(1)}, 'in_progress', 50, 'EUR', ${p(2)}, ${p(2)}, ${p(2)}) returning id as value`,
      `insert into project_members (project_id, user_id, role, created_at, updated_at)
       values (${p(1)}, ${p(2)}, 'member', ${p(3)}, ${p(3)}) returning id as value`,
    ][index]
  if (ON_PG) {
    const client = new pg.Client({ connectionString: DATABASE_URL })
    await client.connect()
    try {
      return await run(
        statements((n) => `$${n}`),
        async (sql, values) => (await client.query(sql, values)).rows[0].value
      )
    } finally {
      await client.end()
    }
  }
  const db = new Database(sqliteFile)
  try {
    return await run(
      statements((n) => `@p${n}`),
      async (sql, values) => {
        const named = Object.fromEntries(values.map((value, at) => [`p${at + 1}`, value]))
        return (db.prepare(sql).get(named) as { value: number }).value
      }
    )
  } finally {
    db.close()
  }
}

const build = prepareBuild()
const folder = mkdtempSync(join(tmpdir(), 'bench-post-'))
const sqliteFile = join(folder, 'db.sqlite3')
const port = await freePort()
const env: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  ...(ON_PG
    ? { DB_CONNECTION: 'pg', DATABASE_URL, REDIS_URL }
    : { DB_CONNECTION: 'sqlite', SQLITE_PATH: sqliteFile }),
}
let users: Member[] = []
let child: Awaited<ReturnType<typeof launchServer>> | undefined
try {
  if (ON_PG) {
    const admin = new pg.Client({ connectionString: DATABASE_URL })
    await admin.connect()
    await admin.query('drop schema public cascade; create schema public')
    await admin.end()
    const redis = new Redis(REDIS_URL)
    await redis.flushdb()
    await redis.quit()
  }
  for (const args of [['migration:run', '--force'], ['db:seed']]) {
    execFileSync(process.execPath, ['ace.js', ...args], { cwd: build.dir, env, stdio: 'ignore' })
  }
  const seeded = await seed(sqliteFile)
  const flags = (process.env.APP_SERVER_ARGS ?? '').split(' ').filter(Boolean)
  child = await launchServer(build.dir, port, env, flags)
  const origin = `http://127.0.0.1:${port}`
  const sessions = await inBatches(seeded.emails, 8, (email) => signIn(origin, email))
  const key = await realtimeKey(sessions[0])
  users = await inBatches(sessions, 25, async (session) => {
    const index = sessions.indexOf(session)
    const member = await connect({ origin, port }, key, seeded.projectsOf[index], session)
    member.pusher.subscribe(`private-user.${seeded.ids[index]}`)
    return member
  })
  let delivered = 0
  for (const user of users) {
    user.pusher.bind_global((event: string) => {
      if (event === 'message.created') delivered++
    })
  }

  let n = 0
  const phase = async (seconds: number) => {
    const stopAt = performance.now() + seconds * 1000
    let posted = 0
    let limited = 0
    await Promise.all(
      Array.from({ length: POSTERS }, async (_, worker) => {
        for (let round = 0; performance.now() < stopAt; round++) {
          const index = (worker + round * POSTERS) % USERS
          const author = users[index]
          const projectId = seeded.projectsOf[index][round % 2]
          const answer = await author.browser.send(`/projects/${projectId}/messages`, {
            method: 'POST',
            headers: {
              'Content-Type': 'application/json',
              'Accept': 'application/json',
              'X-CSRF-TOKEN': author.csrf,
            },
            body: JSON.stringify({ text: `bench ${n++}`, clientKey: randomUUID() }),
          })
          if (answer.status === 429) limited++
          else if (answer.status !== 201) throw new Error(`a post answered ${answer.status}`)
          else posted++
        }
      })
    )
    return { posted, limited }
  }
  print(`warming up (${POSTERS} posters, 5 s) ...`)
  await phase(5)
  await sleep(1000)
  delivered = 0
  const ticks = cpuTicks(child.pid!)
  const started = performance.now()
  const { posted, limited } = await phase(SECONDS)
  const elapsed = (performance.now() - started) / 1000
  const cpuUs = (cpuTicks(child.pid!) - ticks) * TICK_US
  await sleep(2000)
  print(
    `${ON_PG ? 'PostgreSQL + Redis' : 'SQLite'}, ${USERS} users in projects of ${PROJECT_SIZE}, ` +
      `${POSTERS} posters back to back for ${SECONDS} s:\n` +
      `  ${posted} posts (${(posted / elapsed).toFixed(1)}/s)${limited ? `, ${limited} × 429` : ''}, ` +
      `app CPU ${Math.round(cpuUs / posted)} µs per post (${((cpuUs / 1e6 / elapsed) * 100).toFixed(0)} % of a core), ` +
      `${delivered} message.created delivered (${(delivered / posted).toFixed(1)} per post)\n` +
      `  load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`
  )
} finally {
  for (const user of users) user.pusher.disconnect()
  if (child) await stopProcess(child)
  rmSync(folder, { recursive: true, force: true })
  build.cleanup()
}
