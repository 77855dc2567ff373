/**
 * The app as it is served: the production build (scripts/build.sh), started with
 * NODE_ENV=production on a free port with a fresh, migrated and seeded SQLite file, and a
 * browser-like client that signs in through the real login form and captures answers.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { request } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'

const root = join(import.meta.dirname, '..', '..')

export interface Capture {
  status: number
  /* Raw header pairs, as the app wrote them (several Set-Cookie stay several). */
  headers: [string, string][]
  body: string // base64
}

export async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/*
| BUILD_DIR serves an existing build as it is. Otherwise the sources are copied to a temporary
| folder and built there by scripts/build.sh, so the project's own build/ (served by a demo, used
| by the build test layer) is left alone: BENCH_REF=<commit> takes that commit (before/after
| figures in one sitting; with its own `npm install` where its packages or patches differ), by
| default the working tree (tracked and new files, not ignored ones).
*/
export function prepareBuild(): { dir: string; cleanup(): void } {
  if (process.env.BUILD_DIR) {
    const dir = process.env.BUILD_DIR
    if (!existsSync(join(dir, 'bin', 'server.js'))) throw new Error(`no build in ${dir}`)
    return { dir, cleanup() {} }
  }
  const copy = mkdtempSync(join(tmpdir(), 'bench-http-'))
  const ref = process.env.BENCH_REF
  if (ref) {
    const archive = spawnSync('git', ['archive', ref], { cwd: root, maxBuffer: 1 << 30 })
    if (archive.status !== 0) throw new Error(`git archive ${ref}: ${archive.stderr}`)
    execFileSync('tar', ['-x', '-C', copy], { input: archive.stdout })
  } else {
    const files = execFileSync(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      {
        cwd: root,
      }
    )
      .toString()
      .split('\0')
      .filter((file) => file && existsSync(join(root, file)))
    for (const file of files) {
      mkdirSync(dirname(join(copy, file)), { recursive: true })
      cpSync(join(root, file), join(copy, file))
    }
  }
  if (existsSync(join(root, '.env'))) cpSync(join(root, '.env'), join(copy, '.env'))
  // Another commit whose dependencies or patches differ gets its own install (its patches
  // applied by its postinstall), or its figures would be those of the working tree's packages.
  const ownPackages =
    ref &&
    spawnSync('git', ['diff', '--quiet', ref, '--', 'package-lock.json', 'patches'], { cwd: root })
      .status !== 0
  if (ownPackages) {
    process.stdout.write(`installing ${ref}'s packages in ${copy} ...\n`)
    execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: copy, stdio: 'ignore' })
  } else symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'))
  process.stdout.write(`building ${ref ?? 'the working tree'} in ${copy} ...\n`)
  const started = Date.now()
  const built = spawnSync('bash', ['scripts/build.sh'], { cwd: copy, encoding: 'utf8' })
  if (built.status !== 0) {
    const output = `${built.stdout}${built.stderr}`.split('\n').slice(-30).join('\n')
    throw new Error(`scripts/build.sh failed in ${copy}:\n${output}`)
  }
  process.stdout.write(`built in ${Math.round((Date.now() - started) / 1000)} s\n`)
  const dir = join(copy, 'build')
  if (process.env.KEEP_BUILD === '1') {
    process.stdout.write(`kept: BUILD_DIR=${dir} serves it again without building\n`)
    return { dir, cleanup() {} }
  }
  return { dir, cleanup: () => rmSync(copy, { recursive: true, force: true }) }
}

/* What a person's shell would carry, plus this run's settings (as tests/helpers/served_build.ts). */
function serverEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const name of ['PATH', 'HOME', 'LANG', 'TZ', 'DEBUG']) {
    if (process.env[name] !== undefined) env[name] = process.env[name]
  }
  return { ...env, NODE_ENV: 'production', ...extra }
}

/*
| BENCH_DB=pg serves from PostgreSQL (BENCH_DATABASE_URL, default the bench's own database
| postgres://postgres@127.0.0.1:5432/bench_http; it is wiped); otherwise a fresh SQLite file.
*/
export function databaseEnv(sqliteFile: string): Record<string, string> {
  if (process.env.BENCH_DB === 'pg') {
    return {
      DB_CONNECTION: 'pg',
      DATABASE_URL:
        process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_http',
    }
  }
  return { DB_CONNECTION: 'sqlite', SQLITE_PATH: sqliteFile }
}

export interface AppServer {
  origin: string
  child: ChildProcess
  stop(): Promise<void>
}

/*
| Migrates and seeds a fresh SQLite file, then starts bin/server.js the way scripts/serve.sh does.
| APP_SERVER_ARGS adds Node flags (e.g. "--cpu-prof --cpu-prof-dir=tmp/prof") for profiling.
*/
export async function startApp(buildDir: string, port: number): Promise<AppServer> {
  const { env, cleanup } = freshDatabase(buildDir, port)
  const flags = (process.env.APP_SERVER_ARGS ?? '').split(' ').filter(Boolean)
  const child = await launchServer(buildDir, port, env, flags)
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    child,
    stop: () => {
      cleanup()
      return stopProcess(child)
    },
  }
}

/* The app's environment on a fresh, migrated and seeded database (SQLite file, or BENCH_DB=pg). */
export function freshDatabase(buildDir: string, port: number) {
  const database = join(mkdtempSync(join(tmpdir(), 'bench-http-db-')), 'db.sqlite3')
  const env = serverEnv({
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    ...databaseEnv(database),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  })
  // PostgreSQL: the database named by BENCH_DATABASE_URL is emptied first (fresh, not migrated).
  const migrate = env.DB_CONNECTION === 'pg' ? 'migration:fresh' : 'migration:run'
  for (const args of [[migrate, '--force'], ['db:seed']]) {
    execFileSync(process.execPath, ['ace.js', ...args], { cwd: buildDir, env, stdio: 'ignore' })
  }
  return {
    env,
    sqliteFile: database,
    cleanup: () => rmSync(dirname(database), { recursive: true, force: true }),
  }
}

/* bin/server.js of a build with this environment, once its /health answers 200. */
export async function launchServer(
  buildDir: string,
  port: number,
  env: NodeJS.ProcessEnv,
  flags: string[] = [],
  /* A command the server runs under (valgrind and its options), or none. */
  wrapper: string[] = []
) {
  const command = [...wrapper, process.execPath, ...flags, 'bin/server.js']
  const child = spawn(command[0], command.slice(1), {
    cwd: buildDir,
    env,
    stdio: ['ignore', process.env.APP_LOG === '1' ? 'inherit' : 'ignore', 'inherit'],
  })
  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (wrapper.length ? 900_000 : 60_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited (${child.exitCode})`)
    const status = await fetch(`${origin}/health`).then(
      (response) => response.status,
      () => 0
    )
    if (status === 200) break
    if (Date.now() > deadline) {
      await stopProcess(child)
      throw new Error(`the app did not become healthy (${status})`)
    }
    await sleep(100)
  }
  return child
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/* One raw exchange: the body is kept exactly as sent (never decompressed). */
export function exchange(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {}
): Promise<Capture> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: options.method ?? 'GET', headers: options.headers })
    outgoing.on('error', reject)
    outgoing.on('response', (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const headers: [string, string][] = []
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          headers.push([response.rawHeaders[i], response.rawHeaders[i + 1]])
        }
        resolve({
          status: response.statusCode ?? 0,
          headers,
          body: Buffer.concat(chunks).toString('base64'),
        })
      })
    })
    outgoing.end(options.body)
  })
}

export function header(capture: Capture, name: string) {
  return capture.headers.filter(([key]) => key.toLowerCase() === name).map(([, value]) => value)
}

/* The body as a client reads it, decompressed. */
export function bodyText(capture: Capture) {
  const raw = Buffer.from(capture.body, 'base64')
  const encoding = header(capture, 'content-encoding')[0]
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8')
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8')
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8')
  return raw.toString('utf8')
}

/* A cookie jar of one browser: name → value, as Set-Cookie left them. */
export class Browser {
  cookies = new Map<string, string>()
  origin: string

  constructor(origin: string) {
    this.origin = origin
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async send(path: string, options: Parameters<typeof exchange>[1] = {}) {
    const cookie = this.cookieHeader()
    const capture = await exchange(this.origin + path, {
      ...options,
      headers: { ...options.headers, ...(cookie ? { Cookie: cookie } : {}) },
    })
    for (const line of header(capture, 'set-cookie')) {
      const [pair, ...attributes] = line.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at).trim()
      const expired = attributes.some((part) => /max-age=0\b|expires=thu, 01 jan 1970/i.test(part))
      if (expired) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(at + 1).trim())
    }
    return capture
  }

  /* Through the real form: the CSRF token from the page, the session cookie it set. */
  async signIn(email: string, password: string) {
    const page = bodyText(await this.send('/login', { headers: { Accept: 'text/html' } }))
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(page)?.[1]
    if (!token) throw new Error('the login page carries no CSRF token')
    const answer = await this.send('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept': 'text/html' },
      body: new URLSearchParams({ _csrf: token, email, password }).toString(),
    })
    const location = header(answer, 'location')[0]
    if (answer.status !== 302 || !location?.endsWith('/dashboard')) {
      throw new Error(`signing in answered ${answer.status} → ${location ?? 'nowhere'}`)
    }
    return inertiaVersion(page)
  }
}

/* The asset version Inertia visits must send, read from a server-rendered page's data. */
export function inertiaVersion(html: string) {
  const decoded = html.replaceAll('&quot;', '"').replaceAll('&amp;', '&')
  const version = /"version":"([^"]*)"/.exec(decoded)?.[1]
  if (version === undefined) throw new Error('no Inertia version in the page')
  return version
}
