/**
 * Search at scale (issue 45): 200,000 chat messages over 500 projects in four languages
 * (bench/search/seed.ts), searched as a signed-in member of a tenth of the projects through the
 * app's JSON search (GET /search?q=…&kind=messages, as the palette asks with Accept: JSON) at 20
 * connections, beside the same statement (the app's own SQL, read from the build, with the values
 * the app binds) run straight on the database in the same run:
 *
 * - direct, 20 connections: a bare `node:http` server running the statement per request
 *   (bench/search/direct_server.ts) under the same load; the ceiling the app is compared with;
 * - direct, one at a time: the statement alone in this process, no HTTP, one after another (what
 *   one query costs the database).
 *
 * Then the messages' FTS index's size beside the messages table's (SQLite: dbstat; PostgreSQL:
 * pg_relation_size / pg_total_relation_size).
 *
 *   npx node bench/search/search.ts                       # SQLite, 200,000 messages
 *   npx node bench/search/search.ts --messages 20000      # quicker
 *   npx node bench/search/search.ts --pg                  # PostgreSQL (database wt_benchsearch)
 *
 * Flags: --messages (200000), --projects (500), --member-every (10: the member's share of the
 * projects), --query ("cervena obj": a word typed without diacritics, and a prefix), --seconds
 * (10 per measured run), --connections (20), --pg. PostgreSQL: the database of DATABASE_URL (or
 * BENCH_DATABASE_URL), by default postgres://postgres@127.0.0.1:5432/wt_benchsearch, dropped and
 * created again (its data is LOST; only a name starting wt_ or bench unless
 * BENCH_DROP_DATABASE=1); DATABASE_URL alone also selects PostgreSQL. BUILD_DIR
 * serves an existing build (otherwise the working tree is built in a temporary copy, as
 * bench/http does); KEEP_BUILD=1 keeps it; APP_LOG=1 shows the app's log.
 */
import { spawn, execFileSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import Database from 'better-sqlite3'
import pg from 'pg'
import { announcedPort, runLoad, WARM_UP_SECONDS } from '../http/measure.ts'
import type { LoadResult } from '../http/load.ts'
import {
  Browser,
  bodyText,
  freePort,
  freshDatabase,
  launchServer,
  prepareBuild,
  stopProcess,
} from '../http/served_app.ts'
import { directQuery, type DirectJob } from './direct_server.ts'
import { DEMO_EMAIL, seedPostgres, seedSqlite } from './seed.ts'

const { values: flags } = parseArgs({
  options: {
    'messages': { type: 'string', default: '200000' },
    'projects': { type: 'string', default: '500' },
    'member-every': { type: 'string', default: '10' },
    'query': { type: 'string', default: 'cervena obj' },
    'seconds': { type: 'string', default: '10' },
    'connections': { type: 'string', default: '20' },
    'pg': { type: 'boolean', default: false },
  },
})
const MESSAGES = Number(flags.messages)
const PROJECTS = Number(flags.projects)
const MEMBER_EVERY = Number(flags['member-every'])
const SECONDS = Number(flags.seconds)
const CONNECTIONS = Number(flags.connections)
const QUERY = flags.query
const PG_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/wt_benchsearch'
const POSTGRES = flags.pg || Boolean(process.env.DATABASE_URL || process.env.BENCH_DATABASE_URL)
const SEQUENTIAL = 300
const print = (line: string) => process.stdout.write(line + '\n')
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim()
const ms = (value: number) => `${value.toFixed(2)} ms`
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/*
| The PostgreSQL database the bench owns, dropped and created again: migration:fresh drops the
| tables but not the trigger functions, and the migrations that create those fail a second time.
*/
async function ensurePgDatabase(url: string) {
  const target = new URL(url)
  const name = target.pathname.slice(1)
  // It is dropped: only a database named as a bench's own, unless told otherwise.
  if (!/^(wt_|bench)/.test(name) && process.env.BENCH_DROP_DATABASE !== '1') {
    throw new Error(
      `${name} is dropped by the bench: name it wt_… or bench…, or set BENCH_DROP_DATABASE=1`
    )
  }
  target.pathname = '/postgres'
  const client = new pg.Client({ connectionString: target.toString() })
  await client.connect()
  try {
    const quoted = `"${name.replaceAll('"', '')}"`
    await client.query(`drop database if exists ${quoted} with (force)`)
    await client.query(`create database ${quoted}`)
  } finally {
    await client.end()
  }
}

/* The direct server in its own process, once it prints its port. */
async function startDirect(job: DirectJob) {
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'direct_server.ts'), JSON.stringify(job)],
    { stdio: ['ignore', 'pipe', 'inherit'] }
  )
  const port = await announcedPort(child, 'the direct server')
  return { child, url: `http://127.0.0.1:${port}/` }
}

async function loaded(url: string, headers: Record<string, string>): Promise<LoadResult> {
  await runLoad({ url, headers, seconds: WARM_UP_SECONDS, connections: CONNECTIONS })
  return runLoad({ url, headers, seconds: SECONDS, connections: CONNECTIONS })
}

/* The statement alone, one run after another, in this process (warmed up first). */
async function oneAtATime(run: () => Promise<unknown[]>) {
  for (let n = 0; n < 30; n++) await run()
  const times: number[] = []
  for (let n = 0; n < SEQUENTIAL; n++) {
    const started = performance.now()
    await run()
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p99: percentile(times, 99) }
}

interface Sizes {
  index: number
  table: number
  tableWithIndexes: number
  note: string
}

function sqliteSizes(file: string): Sizes {
  const db = new Database(file, { readonly: true })
  try {
    const pages = db
      .prepare('select name, sum(pgsize) as bytes from dbstat group by name')
      .all() as {
      name: string
      bytes: number
    }[]
    const of = (names: string[]) =>
      pages.filter((page) => names.includes(page.name)).reduce((sum, page) => sum + page.bytes, 0)
    const shadow = pages
      .map((page) => page.name)
      .filter((name) => name.startsWith('search_messages_'))
    const indexes = (
      db
        .prepare("select name from sqlite_schema where type = 'index' and tbl_name = 'messages'")
        .all() as { name: string }[]
    ).map((row) => row.name)
    return {
      index: of(shadow),
      table: of(['messages']),
      tableWithIndexes: of(['messages', ...indexes]),
      note: `dbstat; FTS5 shadow tables ${shadow.join(', ')}; file ${mb(statSync(file).size)}`,
    }
  } finally {
    db.close()
  }
}

async function pgSizes(url: string): Promise<Sizes> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const row = (
      await client.query(`select pg_relation_size('search_messages_index') as index,
        pg_relation_size('messages') as table, pg_total_relation_size('messages') as total`)
    ).rows[0]
    return {
      index: Number(row.index),
      table: Number(row.table),
      tableWithIndexes: Number(row.total),
      note: 'pg_relation_size of the GIN index search_messages_index; the total includes TOAST and every index of messages, the GIN one among them',
    }
  } finally {
    await client.end()
  }
}

/* ------------------------------------------------------------------------ the run ---------- */

const loadBefore = loadavg()
const uptimeBefore = uptime()
const dialect = POSTGRES ? 'pg' : 'sqlite'
print(`search bench: ${MESSAGES} messages, ${PROJECTS} projects, ${dialect}; ${uptimeBefore}`)
if (POSTGRES) {
  process.env.BENCH_DB = 'pg'
  process.env.BENCH_DATABASE_URL = PG_URL
  await ensurePgDatabase(PG_URL)
  print(`PostgreSQL: ${PG_URL.replace(/\/\/[^@/]*@/, '//')} (dropped and created again)`)
}

const build = prepareBuild()
const port = await freePort()
const database = freshDatabase(build.dir, port)
let app: Awaited<ReturnType<typeof launchServer>> | undefined
let direct: Awaited<ReturnType<typeof startDirect>> | undefined
try {
  const options = { messages: MESSAGES, projects: PROJECTS, memberEvery: MEMBER_EVERY }
  const started = performance.now()
  const { memberProjects } = POSTGRES
    ? await seedPostgres(PG_URL, options)
    : seedSqlite(database.sqliteFile, options)
  const seedSeconds = (performance.now() - started) / 1000
  print(
    `seeded ${MESSAGES} messages over ${PROJECTS} projects in ${seedSeconds.toFixed(1)} s ` +
      `(${Math.round(MESSAGES / seedSeconds)} a second, index kept by the triggers / GIN index)`
  )

  app = await launchServer(build.dir, port, { ...database.env, LOG_LEVEL: 'warn' })
  const browser = new Browser(`http://127.0.0.1:${port}`)
  await browser.signIn(DEMO_EMAIL, 'client-password')
  const path = `/search?${new URLSearchParams({ q: QUERY, kind: 'messages' })}`
  const probe = await browser.send(path, { headers: { Accept: 'application/json' } })
  if (probe.status !== 200) throw new Error(`${path} answered ${probe.status}`)
  const answer = JSON.parse(bodyText(probe)) as {
    state: string
    groups: { kind: string; results: { id: number }[] }[]
  }
  const appIds = answer.groups.find((group) => group.kind === 'messages')?.results.map((r) => r.id)
  if (!appIds?.length)
    throw new Error(`"${QUERY}" found nothing through the app: ${bodyText(probe)}`)

  // The app's own statement and query text, from the build it serves.
  const module = (file: string) => import(pathToFileURL(join(build.dir, file)).href)
  const { SEARCH_MESSAGES } = await module('app/data/search_messages.js')
  const shared = await module('shared/search.js')
  const parsed = shared.parseQuery(QUERY)
  const target = POSTGRES ? PG_URL : database.sqliteFile
  const member = POSTGRES
    ? await (async () => {
        const client = new pg.Client({ connectionString: PG_URL })
        await client.connect()
        const id = (await client.query('select id from users where email = $1', [DEMO_EMAIL]))
          .rows[0].id
        await client.end()
        return Number(id)
      })()
    : (
        new Database(target, { readonly: true })
          .prepare('select id from users where email = ?')
          .get(DEMO_EMAIL) as { id: number }
      ).id
  const job: DirectJob = {
    dialect,
    target,
    sql: POSTGRES ? SEARCH_MESSAGES.pg : SEARCH_MESSAGES.sqlite,
    values: {
      q: POSTGRES ? shared.tsQuery(parsed) : shared.fts5Match(parsed),
      user: member,
      staff: 0,
      project: null,
      author: null,
      hasFiles: 0,
      from: null,
      to: null,
      limit: shared.PALETTE_LIMIT,
    },
  }
  const run = directQuery(job)
  const directIds = (await run()).map((row) => Number((row as { id: number }).id))
  const same = directIds.join() === appIds.join()
  print(
    `query "${QUERY}" → ${job.values.q}: the app found ${appIds.join(', ')}; direct ` +
      `${directIds.join(', ')}${same ? ' (the same)' : ' (DIFFERENT: the ranking moved with now())'}`
  )
  const matching = await (async () => {
    const count = `select count(*) as n from (${job.sql.replace(/limit cast\(:limit as integer\)\s*$/, '')}) found`
    const all = directQuery({ ...job, sql: count })
    return Number((((await all()) as { n: number }[])[0] ?? { n: 0 }).n)
  })()
  print(`the member may read ${memberProjects} projects; ${matching} of their messages match`)

  const headers = { Cookie: browser.cookieHeader(), Accept: 'application/json' }
  print(
    `loading the app at ${CONNECTIONS} connections (${WARM_UP_SECONDS} s warm-up, ${SECONDS} s) ...`
  )
  const appLoad = await loaded(`http://127.0.0.1:${port}${path}`, headers)
  direct = await startDirect(job)
  print(`loading the direct server at ${CONNECTIONS} connections ...`)
  const directLoad = await loaded(direct.url, {})
  await stopProcess(direct.child)
  direct = undefined
  print('the statement one at a time ...')
  const single = await oneAtATime(run)
  const sizes = POSTGRES ? await pgSizes(PG_URL) : sqliteSizes(database.sqliteFile)

  const rows = [
    ['app (GET /search JSON, signed in)', appLoad],
    ['direct (bare node:http + the statement)', directLoad],
  ] as const
  print('')
  print(
    `| ${dialect}, ${MESSAGES} messages, ${CONNECTIONS} connections | p50 | p99 | req/s | failures |`
  )
  print('| --- | ---: | ---: | ---: | ---: |')
  for (const [name, result] of rows) {
    print(
      `| ${name} | ${ms(result.p50)} | ${ms(result.p99)} | ${Math.round(result.perSecond)} | ${result.failures} |`
    )
  }
  print(
    `| direct, one at a time (no HTTP, ${SEQUENTIAL} runs) | ${ms(single.p50)} | ${ms(single.p99)} | | |`
  )
  const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a')
  print(
    `| ratio app / direct at ${CONNECTIONS} connections (goal ≤ 1.5×) | ${ratio(appLoad.p50, directLoad.p50)} | ${ratio(appLoad.p99, directLoad.p99)} | ${ratio(appLoad.perSecond, directLoad.perSecond)} | |`
  )
  print('')
  print('| size | bytes |')
  print('| --- | ---: |')
  print(`| FTS index of messages | ${mb(sizes.index)} |`)
  print(`| messages table | ${mb(sizes.table)} |`)
  print(`| messages table with its indexes | ${mb(sizes.tableWithIndexes)} |`)
  print(`| index / table | ${(sizes.index / sizes.table).toFixed(2)} |`)
  print(`(${sizes.note})`)
  print('')
  print(
    `machine: ${loadBefore.map((v) => v.toFixed(2)).join(' ')} load before, ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')} after`
  )
  print(`uptime before: ${uptimeBefore}`)
  print(`uptime after:  ${uptime()}`)
} finally {
  if (direct) await stopProcess(direct.child)
  if (app) await stopProcess(app)
  database.cleanup()
  build.cleanup()
}
