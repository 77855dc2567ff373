/**
 * The chat post benches' common ground (bench/chat/post_cost.ts, bench/chat/post_instructions.ts):
 * a fresh database (SQLite file, or with BENCH_DB=pg the PostgreSQL database and Redis named by
 * BENCH_DATABASE_URL and BENCH_REDIS_URL, both wiped), users in projects of 15 laid out as
 * bench/chat/cluster.ts lays them (each in two), the app started on it, every user signed in
 * and, unless away, holding their projects' presence channels and their own `private-user`
 * channel (the unread badges) through pusher-js; then posts through POST /projects/{id}/messages.
 */
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { Redis } from 'ioredis'
import pg from 'pg'
import { freePort, launchServer, stopProcess } from '../http/served_app.ts'
import {
  DEMO,
  connect,
  inBatches,
  realtimeKey,
  signIn,
  type Member,
  type Session,
} from './members.ts'

export const PROJECT_SIZE = 15
export const ON_PG = process.env.BENCH_DB === 'pg'
export const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_post'
export const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9'

export interface Seeded {
  emails: string[]
  ids: number[]
  projectsOf: number[][]
}

/* Users, projects and memberships as bench/chat/cluster.ts lays them out. */
async function seed(users: number, sqliteFile: string): Promise<Seeded> {
  const groups = Math.ceil(users / PROJECT_SIZE)
  const now = new Date().toISOString().replace('T', ' ').slice(0, 19)
  const userRows = Array.from({ length: users }, (_, n) => [`Bench User ${n}`, `bench-${n}@ex.com`])
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
        const projectId = projects[Math.floor(((index + shift) % users) / PROJECT_SIZE)]
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

/* A fresh database, migrated, seeded and laid out for `users`; the app's environment for it. */
export async function chatDatabase(buildDir: string, users: number) {
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
    execFileSync(process.execPath, ['ace.js', ...args], { cwd: buildDir, env, stdio: 'ignore' })
  }
  const seeded = await seed(users, sqliteFile)
  return { env, port, seeded, cleanup: () => rmSync(folder, { recursive: true, force: true }) }
}

export interface ChatRun {
  child: Awaited<ReturnType<typeof launchServer>>
  users: Member[]
  sessions: Session[]
  /* One post by the user at `index` to one of their two projects; its HTTP status. */
  post(index: number, round: number, n: number): Promise<number>
  stop(): Promise<void>
}

/*
| Starts the app (flags: Node's; wrapper: valgrind and its options), signs every user in and
| connects those not `away(index)`. A user who is away holds no socket: nobody sees the message
| arrive, so they get its notification (and push) as a member not looking.
*/
export async function startChat(
  buildDir: string,
  database: Awaited<ReturnType<typeof chatDatabase>>,
  options: { flags?: string[]; wrapper?: string[]; away?: (index: number) => boolean } = {}
): Promise<ChatRun> {
  const { env, port, seeded } = database
  const child = await launchServer(buildDir, port, env, options.flags ?? [], options.wrapper)
  const users: Member[] = []
  try {
    const origin = `http://127.0.0.1:${port}`
    const sessions = await inBatches(seeded.emails, 8, (email) => signIn(origin, email))
    const key = await realtimeKey(sessions[0])
    const present = sessions.filter((_, index) => !options.away?.(index))
    users.push(
      ...(await inBatches(present, 25, async (session) => {
        const index = sessions.indexOf(session)
        const member = await connect({ origin, port }, key, seeded.projectsOf[index], session)
        member.pusher.subscribe(`private-user.${seeded.ids[index]}`)
        return member
      }))
    )
    return {
      child,
      users,
      sessions,
      async post(index, round, n) {
        const author = sessions[index]
        const projectId = seeded.projectsOf[index][round % 2]
        const answer = await author.browser.send(`/projects/${projectId}/messages`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'Accept': 'application/json',
            'X-CSRF-TOKEN': author.csrf,
          },
          body: JSON.stringify({ text: `bench ${n}`, clientKey: randomUUID() }),
        })
        return answer.status
      },
      async stop() {
        for (const user of users) user.pusher.disconnect()
        await stopProcess(child)
      },
    }
  } catch (error) {
    for (const user of users) user.pusher.disconnect()
    await stopProcess(child)
    throw error
  }
}
