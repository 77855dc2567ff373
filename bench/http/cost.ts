/**
 * Request cost beside the peers, in one run: instructions per request under callgrind
 * (deterministic), then CPU time per request, requests/s and p99 under load (autocannon, 50
 * connections), for the app's pages and for servers doing the floor page's work elsewhere:
 *
 * - raw: a bare `node:http` server sending the floor page's captured bytes (the ceiling);
 * - fastify: Fastify 5 + @fastify/cookie doing the floor page's work on the same SQLite file with
 *   the same SQL (bench/peers/fastify_server.ts);
 * - next: a Next.js 16 App Router route handler doing the same work, production build under
 *   `next start` (bench/peers/next/).
 *
 * bench/peers and bench/peers/next are installed (and the Next app built) here, never by the
 * app's npm install. Both framework peers verify the same signed cookie and must give the same
 * answer: the run stops if they do not.
 *
 *   npx node bench/http/cost.ts
 *
 * Environment: as bench/http/pages.ts (BUILD_DIR, BENCH_REF, KEEP_BUILD, BENCH_PAGES,
 * BENCH_SECONDS, BENCH_CONNECTIONS), plus BENCH_CG_REQUESTS (measured requests under callgrind
 * per run, 600), BENCH_CG_WARMUP (requests before instrumentation, 3,000), BENCH_CG_RUNS (measured
 * runs one after another, 3: the figure is their median, the spread their lowest and highest, so
 * a garbage collection inside one window shows) and BENCH_LOAD=0 to skip the load runs. SQLite only (the peers read the same file). The figures are written into
 * docs/performance.md's table (bench/docs_table.ts; BENCH_DOCS=0 leaves it alone).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import Database from 'better-sqlite3'
import { machine, shouldWriteDocs, writeDocsTable } from '../docs_table.ts'
import { callgrind, sequentialClient } from './callgrind.ts'
import { measure } from './measure.ts'
import { CLIENT, FLOOR_PAGE, pageTypes, type Account, type PageType } from './page_types.ts'
import {
  Browser,
  freePort,
  freshDatabase,
  launchServer,
  prepareBuild,
  stopProcess,
  type Capture,
} from './served_app.ts'

const CG_REQUESTS = Number(process.env.BENCH_CG_REQUESTS ?? 600)
const CG_WARMUP = Number(process.env.BENCH_CG_WARMUP ?? 3000)
const CG_RUNS = Math.max(1, Number(process.env.BENCH_CG_RUNS ?? 3))
const LOAD = process.env.BENCH_LOAD !== '0'
const PEERS = process.env.BENCH_PEERS !== '0'
const root = join(import.meta.dirname, '..', '..')
const peers = join(root, 'bench', 'peers')
const nextPeer = join(peers, 'next')
const print = (line: string) => process.stdout.write(line + '\n')
/*
| All threads, and the main thread alone: the others (V8's compilers and GC helpers) vary with
| the machine and what else runs on it more than the main thread does.
*/
const instructions = ({ all, main, spread }: Counted) =>
  `${(all / 1e6).toFixed(2)} M instructions per request (main thread ${(main / 1e6).toFixed(2)}` +
  `, runs ${spread.map((value) => (value / 1e6).toFixed(3)).join(' / ')})`

interface Counted {
  all: number
  main: number
  /* The main thread's figure of each run, in order. */
  spread: number[]
}

/*
| CG_RUNS windows of CG_REQUESTS requests, the first after the warm-up: the median run (by the
| main thread) is the figure, and every run's main-thread figure is kept as the spread.
*/
async function measureRuns(
  pid: number,
  env: NodeJS.ProcessEnv,
  send: () => Promise<void>
): Promise<Counted> {
  const runs: { all: number; main: number }[] = []
  for (let run = 0; run < CG_RUNS; run++) {
    runs.push(await cg.measure(pid, env, send, CG_REQUESTS, run === 0 ? CG_WARMUP : 0))
  }
  const sorted = [...runs].sort((a, b) => a.main - b.main)
  const median = sorted[Math.floor((sorted.length - 1) / 2)]
  return { ...median, spread: runs.map((one) => one.main) }
}

/*
| The peers' own dependencies, installed beside them (never by the app's install); the Next app is
| built on every run (a few seconds), so its build is never older than its sources.
*/
function installPeers() {
  for (const [folder, probe] of [
    [peers, 'fastify'],
    [nextPeer, 'next'],
  ]) {
    if (existsSync(join(folder, 'node_modules', probe))) continue
    print(`installing ${folder} ...`)
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: folder,
      stdio: 'inherit',
    })
  }
  print('building bench/peers/next ...')
  execFileSync(process.execPath, [nextBin, 'build'], {
    cwd: nextPeer,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  })
}
const nextBin = join(nextPeer, 'node_modules', 'next', 'dist', 'bin', 'next')

/* The cookie both framework peers verify: HMAC-SHA256, as @fastify/cookie and cookie-signature sign. */
const peerSecret = 'bench-peer-secret-at-least-32-characters'

/* HOST names valgrind's control pipes: the peers and callgrind_control must agree on it. */
const peerEnv = { ...process.env, HOST: '127.0.0.1', PEER_SECRET: peerSecret }

interface Peer {
  name: string
  start(wrapper?: string[]): Promise<{ child: ChildProcess; port: number; cookie?: string }>
}

/*
| A peer server in its own process (optionally under valgrind), ready once `ready` says so of its
| output; "PORT n" and "COOKIE c" lines are read when it prints them.
*/
async function startPeer(
  command: string[],
  options: {
    cwd?: string
    env?: NodeJS.ProcessEnv
    ready: (found: Record<string, string>, output: string) => boolean
  }
) {
  const child = spawn(command[0], command.slice(1), {
    stdio: ['ignore', 'pipe', 'inherit'],
    cwd: options.cwd,
    env: { ...peerEnv, ...options.env },
  })
  const found = await new Promise<Record<string, string>>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      const lines: Record<string, string> = {}
      for (const match of output.matchAll(/^([A-Z]+) (.*)$/gm)) lines[match[1]] = match[2]
      if (options.ready(lines, output)) resolve(lines)
    })
    child.once('exit', (code) => reject(new Error(`${command.at(-1)} exited (${code})`)))
  })
  return { child, port: Number(found.PORT), cookie: found.COOKIE }
}

/* The peer's answer to one request, as parsed JSON. */
function answer(port: number, headers: Record<string, string>) {
  return new Promise<unknown>((resolve, reject) => {
    const outgoing = request(`http://127.0.0.1:${port}/settings/appearance`, { headers })
    outgoing.on('error', reject)
    outgoing.on('response', (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk))
      // A throw here would end the bench without its clean-up (and leave the servers running).
      response.on('end', () => {
        try {
          if (response.statusCode !== 200) throw new Error(`${port}: ${response.statusCode}`)
          resolve(JSON.parse(body))
        } catch (error) {
          reject(error)
        }
      })
    })
    outgoing.end()
  })
}

interface Target {
  name: string
  bytes: number
  url: string
  headers: Record<string, string>
  capture: Capture
}

interface Row {
  name: string
  bytes: number
  all?: number
  main?: number
  spread?: number[]
  cpuUs?: number
  perSecond?: number
  p99?: number
  failures?: number
}

/* Pages a new visitor gets without a cookie: each is measured beside a static server of its bytes. */
const GUEST_PAGES = new Set(['landing'])

const selected = process.env.BENCH_PAGES?.split(',').map((name) => name.trim())
const pages = pageTypes.filter((page) => !selected || selected.includes(page.name))
const floor = pageTypes.find((page) => page.name === FLOOR_PAGE)!

if (PEERS) installPeers()
const build = prepareBuild()
const port = await freePort()
const database = freshDatabase(build.dir, port)
const cg = callgrind()
const rows = new Map<string, Row>()
const row = (name: string, bytes = 0) => {
  if (!rows.has(name)) rows.set(name, { name, bytes })
  return rows.get(name)!
}
const started: ChildProcess[] = []
const replayFolder = mkdtempSync(join(tmpdir(), 'bench-cost-'))
const floorCaptureFile = join(replayFolder, 'floor.json')

const loadBefore = loadavg()
try {
  print(
    `\nload average before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`
  )
  /* Under callgrind: the app, then the peers. */
  // BENCH_CG_NODE_ARGS: Node flags under callgrind (e.g. --perf-basic-prof, for bench/http/attribute.ts).
  const nodeArgs = (process.env.BENCH_CG_NODE_ARGS ?? '').split(' ').filter(Boolean)
  // The in-process queue worker polls every 2 s of wall time. Under callgrind a request takes
  // ~50× longer while the poller keeps the clock's pace, so its polls (five transactions each)
  // were counted per request (about 0.1 M of the floor page's 2.5 M). Here it runs outside, as
  // with QUEUE_WORKER=external in production; the peers have no poller either. The load runs
  // below keep it in-process (at full speed it is a few polls among thousands of requests).
  const cgEnv = { ...database.env, QUEUE_WORKER: 'external' }
  const app = await launchServer(build.dir, port, cgEnv, nodeArgs, cg.wrapper)
  started.push(app)
  const origin = `http://127.0.0.1:${port}`
  const guest = new Browser(origin)
  const member = new Browser(origin)
  const version = await member.signIn(CLIENT.email, CLIENT.password)
  const accounts = new Map<string, Browser>([[CLIENT.email, member]])
  const signedIn = async (account: Account = CLIENT) => {
    if (!accounts.has(account.email)) {
      const browser = new Browser(origin)
      await browser.signIn(account.email, account.password)
      accounts.set(account.email, browser)
    }
    return accounts.get(account.email)!
  }

  const targets: Target[] = []
  const targetOf = async (page: PageType) => {
    const browser = page.signedIn ? await signedIn(page.account) : guest
    const visit = { browser, version }
    const path = typeof page.path === 'string' ? page.path : await page.path(visit)
    const headers = page.headers(visit)
    const cookie = page.signedIn ? browser.cookieHeader() : ''
    // A guest arrives with no cookie at all, like a new visitor, every time.
    const capture = page.signedIn
      ? await browser.send(path, { headers: page.headers(visit) })
      : await new Browser(origin).send(path, { headers })
    const problem = page.check(capture)
    if (problem) throw new Error(`${page.name}: the app answered wrongly (${problem})`)
    if (cookie) headers.Cookie = cookie
    return {
      name: page.name,
      bytes: Buffer.from(capture.body, 'base64').length,
      url: origin + path,
      headers,
      capture,
    }
  }
  for (const page of pages) targets.push(await targetOf(page))
  const floorTarget =
    targets.find((target) => target.name === FLOOR_PAGE) ?? (await targetOf(floor))
  writeFileSync(floorCaptureFile, JSON.stringify(floorTarget.capture))

  for (const target of targets) {
    const send = sequentialClient(target.url, target.headers)
    const counted = await measureRuns(app.pid!, cgEnv, send)
    Object.assign(row(target.name, target.bytes), counted)
    print(`${target.name}: ${instructions(counted)}`)
  }
  await stopProcess(app)

  // The member's session id, for the Fastify peer's own signed cookie.
  const sqlite = new Database(database.sqliteFile, { readonly: true })
  const sessionId = (
    sqlite
      .prepare(
        `select s.id from sessions s join users u on s.user_id = cast(u.id as text)
          where u.email = ? order by s.expires_at desc limit 1`
      )
      .get(CLIENT.email) as { id: string }
  ).id
  sqlite.close()

  // The Next peer's own cookie library (installed with the peers, so only when they run).
  const sign = (value: string, secret: string): string =>
    createRequire(join(nextPeer, 'package.json'))('cookie-signature').sign(value, secret)
  const peerList: Peer[] = PEERS
    ? [
        {
          name: 'raw node:http',
          start: (wrapper = []) =>
            startPeer(
              [
                ...wrapper,
                process.execPath,
                join(import.meta.dirname, 'replay_server.ts'),
                floorCaptureFile,
              ],
              { ready: (found) => Boolean(found.PORT) }
            ),
        },
        {
          name: 'fastify 5',
          start: (wrapper = []) =>
            startPeer(
              [
                ...wrapper,
                process.execPath,
                join(peers, 'fastify_server.ts'),
                database.sqliteFile,
                sessionId,
              ],
              { ready: (found) => Boolean(found.PORT && found.COOKIE) }
            ),
        },
        {
          name: 'next 16',
          // `next start` serves route handlers in its own process (no worker): the one measured.
          async start(wrapper = []) {
            const nextPort = await freePort()
            const args = ['start', '-H', '127.0.0.1', '-p', String(nextPort)]
            const server = await startPeer([...wrapper, process.execPath, nextBin, ...args], {
              cwd: nextPeer,
              env: { PEER_SQLITE: database.sqliteFile, NEXT_TELEMETRY_DISABLED: '1' },
              ready: (_found, output) => output.includes('Ready in'),
            })
            return { ...server, port: nextPort, cookie: `session=${sign(sessionId, peerSecret)}` }
          },
        },
      ]
    : []
  const peerHeaders = (cookie?: string) => {
    const headers: Record<string, string> = { ...floorTarget.headers }
    if (cookie) headers.Cookie = cookie
    return headers
  }
  /*
  | Each guest page beside a bare `node:http` server sending the very bytes the app sent a new
  | visitor (headers and gzip body as captured): a prerendered page can come no closer than this.
  | It needs nothing installed, so it runs with BENCH_PEERS=0 too.
  */
  const staticPeers = targets
    .filter((target) => GUEST_PAGES.has(target.name))
    .map((target) => {
      const file = join(replayFolder, `${target.name}.json`)
      writeFileSync(file, JSON.stringify(target.capture))
      return {
        name: `${target.name} static`,
        target,
        start: (wrapper: string[] = []) =>
          startPeer(
            [...wrapper, process.execPath, join(import.meta.dirname, 'replay_server.ts'), file],
            {
              ready: (found) => Boolean(found.PORT),
            }
          ),
      }
    })
  for (const peer of staticPeers) {
    const server = await peer.start(cg.wrapper)
    started.push(server.child)
    const path = new URL(peer.target.url).pathname
    const send = sequentialClient(`http://127.0.0.1:${server.port}${path}`, peer.target.headers)
    const counted = await cg.measure(server.child.pid!, peerEnv, send, CG_REQUESTS, CG_WARMUP)
    Object.assign(row(peer.name, peer.target.bytes), counted)
    print(`${peer.name}: ${instructions(counted)}`)
    await stopProcess(server.child)
  }
  let reference: { cookie: string; body: unknown } | undefined
  for (const peer of peerList) {
    const server = await peer.start(cg.wrapper)
    started.push(server.child)
    if (server.cookie) {
      // The same cookie, the same answer: else the peers would not be doing the same work.
      const body = await answer(server.port, peerHeaders(server.cookie))
      reference ??= { cookie: server.cookie, body }
      if (server.cookie !== reference.cookie || !isDeepStrictEqual(body, reference.body)) {
        throw new Error(`${peer.name}: another cookie or another answer than the first peer's`)
      }
    }
    const url = `http://127.0.0.1:${server.port}/settings/appearance`
    const send = sequentialClient(url, peerHeaders(server.cookie))
    const counted = await measureRuns(server.child.pid!, peerEnv, send)
    Object.assign(row(peer.name, floorTarget.bytes), counted)
    print(`${peer.name}: ${instructions(counted)}`)
    await stopProcess(server.child)
  }

  /* Under load, without valgrind: the same servers, one after another. */
  if (LOAD) {
    const served = await launchServer(build.dir, port, database.env)
    started.push(served)
    for (const target of targets) {
      const result = await measure(target.url, target.headers, served.pid)
      Object.assign(row(target.name), result)
    }
    await stopProcess(served)
    for (const peer of staticPeers) {
      const server = await peer.start()
      started.push(server.child)
      const path = new URL(peer.target.url).pathname
      Object.assign(
        row(peer.name),
        await measure(
          `http://127.0.0.1:${server.port}${path}`,
          peer.target.headers,
          server.child.pid
        )
      )
      await stopProcess(server.child)
    }
    for (const peer of peerList) {
      const server = await peer.start()
      started.push(server.child)
      const url = `http://127.0.0.1:${server.port}/settings/appearance`
      Object.assign(
        row(peer.name),
        await measure(url, peerHeaders(server.cookie), server.child.pid)
      )
      await stopProcess(server.child)
    }
  }
} finally {
  await Promise.all(started.map((child) => stopProcess(child)))
  database.cleanup()
  cg.cleanup()
  rmSync(replayFolder, { recursive: true, force: true })
  build.cleanup()
}

const format = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? '–'
    : value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })

print(
  `\ncallgrind: ${CG_RUNS} × ${CG_REQUESTS} requests after ${CG_WARMUP} uninstrumented ` +
    `(median run; spread: lowest–highest main thread); load: 50 connections\n`
)
const spreadOf = (entry: Row) =>
  entry.spread && entry.spread.length > 1
    ? `${format(Math.min(...entry.spread) / 1e6, 3)}–${format(Math.max(...entry.spread) / 1e6, 3)}`
    : '–'
print('what            bytes │ M ins  M ins main       spread │  µs cpu   req/s  p99 ms')
for (const entry of rows.values()) {
  print(
    [
      entry.name.padEnd(14),
      format(entry.bytes).padStart(7),
      ' │',
      format(entry.all === undefined ? undefined : entry.all / 1e6, 2).padStart(6),
      format(entry.main === undefined ? undefined : entry.main / 1e6, 2).padStart(12),
      spreadOf(entry).padStart(13),
      ' │',
      format(entry.cpuUs).padStart(8),
      format(entry.perSecond).padStart(8),
      format(entry.p99).padStart(8),
      entry.failures ? `  (${entry.failures} failed)` : '',
    ].join('')
  )
}
print(
  `\nM ins = millions of instructions per request under callgrind (all threads; main: the ` +
    `JavaScript thread alone, without V8's background compiler/GC threads); µs cpu = the ` +
    `server's CPU time per request under load; peers do the floor page's work (${FLOOR_PAGE})` +
    `\nload average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`
)

/* The table in docs/performance.md: the rows measured in this run replace theirs. */
const labels: Record<string, string> = {
  [FLOOR_PAGE]: 'floor (`/settings/appearance`)',
  'dashboard': 'dashboard (client)',
  'staff-dashboard': 'dashboard (staff)',
  'project': 'project page (50 messages)',
  'landing': 'landing page (server-rendered)',
  'guest': 'guest `/login` (no cookie)',
  'raw node:http': 'raw `node:http` (floor bytes)',
  'landing static': 'raw `node:http` (landing bytes)',
  'fastify 5': 'Fastify 5 peer (floor work)',
  'next 16': 'Next.js 16 peer (floor work)',
}
if (shouldWriteDocs()) {
  const settings = Object.entries(process.env)
    .filter(([name]) => /^BENCH_(PAGES|CG_|LOAD|PEERS)/.test(name))
    .map(([name, value]) => `${name}=${value} `)
    .join('')
  writeDocsTable('http/cost', {
    command: `${settings}npx node bench/http/cost.ts`,
    machine: machine(loadBefore),
    header: ['M instructions (main)', 'main, spread of runs', 'CPU µs', 'req/s', 'p99 ms'],
    rows: [...rows.values()].map((entry) => ({
      what: labels[entry.name] ?? entry.name,
      cells: [
        entry.all === undefined
          ? '–'
          : `${format(entry.all / 1e6, 2)} (${format((entry.main ?? Number.NaN) / 1e6, 2)})`,
        spreadOf(entry),
        format(entry.cpuUs),
        format(entry.perSecond),
        format(entry.p99),
      ],
    })),
  })
}
