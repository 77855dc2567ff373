/**
 * Request cost beside the peers, in one run: instructions per request under callgrind
 * (deterministic), then CPU time per request, requests/s and p99 under load (autocannon, 50
 * connections), for the app's pages and for servers doing the floor page's work elsewhere:
 *
 * - raw: a bare `node:http` server sending the floor page's captured bytes (the ceiling);
 * - fastify: Fastify 5 + @fastify/cookie doing the floor page's work on the same SQLite file with
 *   the same SQL (bench/peers/fastify_server.ts; bench/peers is installed here, never by the
 *   app's npm install).
 *
 *   npx node bench/http/cost.ts
 *
 * Environment: as bench/http/pages.ts (BUILD_DIR, BENCH_REF, KEEP_BUILD, BENCH_PAGES,
 * BENCH_SECONDS, BENCH_CONNECTIONS), plus BENCH_CG_REQUESTS (measured requests under callgrind,
 * 100), BENCH_CG_WARMUP (requests before instrumentation, 300) and BENCH_LOAD=0 to skip the load
 * runs. SQLite only (the peers read the same file).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
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

const CG_REQUESTS = Number(process.env.BENCH_CG_REQUESTS ?? 100)
const CG_WARMUP = Number(process.env.BENCH_CG_WARMUP ?? 300)
const LOAD = process.env.BENCH_LOAD !== '0'
const root = join(import.meta.dirname, '..', '..')
const peers = join(root, 'bench', 'peers')
const print = (line: string) => process.stdout.write(line + '\n')

/* The peers' own dependencies, installed beside them (never by the app's install). */
function installPeers() {
  if (existsSync(join(peers, 'node_modules', 'fastify'))) return
  print('installing bench/peers ...')
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: peers,
    stdio: 'inherit',
  })
}

/* HOST names valgrind's control pipes: the peers and callgrind_control must agree on it. */
const peerEnv = { ...process.env, HOST: '127.0.0.1' }

/* A peer server in its own process (optionally under valgrind); it prints "PORT n" (and more). */
async function startPeer(script: string, args: string[], wrapper: string[] = []) {
  const command = [...wrapper, process.execPath, script, ...args]
  const child = spawn(command[0], command.slice(1), {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: peerEnv,
  })
  const lines = await new Promise<Record<string, string>>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      const found: Record<string, string> = {}
      for (const match of output.matchAll(/^([A-Z]+) (.*)$/gm)) found[match[1]] = match[2]
      if (found.PORT && (!script.includes('fastify') || found.COOKIE)) resolve(found)
    })
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)))
  })
  return { child, port: Number(lines.PORT), cookie: lines.COOKIE }
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
  cpuUs?: number
  perSecond?: number
  p99?: number
  failures?: number
}

const selected = process.env.BENCH_PAGES?.split(',').map((name) => name.trim())
const pages = pageTypes.filter((page) => !selected || selected.includes(page.name))
const floor = pageTypes.find((page) => page.name === FLOOR_PAGE)!

installPeers()
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

try {
  print(
    `\nload average before: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`
  )
  /* Under callgrind: the app, then the peers. */
  const app = await launchServer(build.dir, port, database.env, [], cg.wrapper)
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
    const counted = await cg.measure(app.pid!, database.env, send, CG_REQUESTS, CG_WARMUP)
    Object.assign(row(target.name, target.bytes), counted)
    print(`${target.name}: ${(counted.all / 1e6).toFixed(2)} M instructions per request`)
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

  const peerList = [
    {
      name: 'raw node:http',
      script: join(import.meta.dirname, 'replay_server.ts'),
      args: [floorCaptureFile],
    },
    {
      name: 'fastify 5',
      script: join(peers, 'fastify_server.ts'),
      args: [database.sqliteFile, sessionId],
    },
  ]
  const peerHeaders = (cookie?: string) => {
    const headers: Record<string, string> = { ...floorTarget.headers }
    if (cookie) headers.Cookie = cookie
    return headers
  }
  for (const peer of peerList) {
    const server = await startPeer(peer.script, peer.args, cg.wrapper)
    started.push(server.child)
    const url = `http://127.0.0.1:${server.port}/settings/appearance`
    const send = sequentialClient(url, peerHeaders(server.cookie))
    const counted = await cg.measure(server.child.pid!, peerEnv, send, CG_REQUESTS, CG_WARMUP)
    Object.assign(row(peer.name, floorTarget.bytes), counted)
    print(`${peer.name}: ${(counted.all / 1e6).toFixed(2)} M instructions per request`)
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
    for (const peer of peerList) {
      const server = await startPeer(peer.script, peer.args)
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
  `\ncallgrind: ${CG_REQUESTS} requests after ${CG_WARMUP} uninstrumented; load: 50 connections\n`
)
print('what            bytes │ M ins  M ins main │  µs cpu   req/s  p99 ms')
for (const entry of rows.values()) {
  print(
    [
      entry.name.padEnd(14),
      format(entry.bytes).padStart(7),
      ' │',
      format(entry.all === undefined ? undefined : entry.all / 1e6, 2).padStart(6),
      format(entry.main === undefined ? undefined : entry.main / 1e6, 2).padStart(12),
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
