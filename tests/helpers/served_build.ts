import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'

/*
| The production build as a person gets it: made by scripts/build.sh (the script
| scripts/platform.sh runs) and served by scripts/serve.sh, so the tests never follow a copy of
| those steps. Each server gets a free port, its own database and a captured log; anything at
| error level in that log, or on stderr, is a problem the test reports.
*/
const root = join(import.meta.dirname, '..', '..')
export const layerDir = join(root, 'tmp', 'build-layer')

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk))
    child.on('close', (code) => resolve({ code, output }))
  })
}

let built: Promise<number> | undefined

/*
| Builds once per test run; resolves to the seconds it took. BUILD_LAYER_REUSE=1 serves an
| existing build/ as it is (for working on the tests themselves; never in CI).
*/
export function buildOnce() {
  built ??= (async () => {
    if (process.env.BUILD_LAYER_REUSE === '1') return 0
    mkdirSync(layerDir, { recursive: true })
    const started = Date.now()
    const log = join(layerDir, 'build.log')
    const fd = openSync(log, 'w')
    const result = await new Promise<number | null>((resolve) => {
      const child = spawn('bash', ['scripts/build.sh'], {
        cwd: root,
        env: cleanEnv(),
        stdio: ['ignore', fd, fd],
      })
      child.on('close', resolve)
    })
    closeSync(fd)
    if (result !== 0) {
      const tail = readFileSync(log, 'utf8').split('\n').slice(-25).join('\n')
      throw new Error(`scripts/build.sh failed (${result}); whole output in ${log}\n${tail}`)
    }
    return Math.round((Date.now() - started) / 1000)
  })()
  return built
}

/*
| The test process carries the test environment (NODE_ENV=test, .env.test values); the served
| build must see only what a person's shell would have, plus what each run sets.
*/
function cleanEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'LANG', 'TZ', 'CHROMIUM_PATH', 'NODE_BOOTSTRAP_DIR']
  const env: NodeJS.ProcessEnv = {}
  for (const name of keep) if (process.env[name] !== undefined) env[name] = process.env[name]
  return { ...env, ...extra }
}

async function freePort() {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise((resolve) => server.close(resolve))
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface ServedBuild {
  url: string
  /* Error-level log lines, stderr output and 5xx answers seen so far. */
  problems: string[]
  /* Where the server's whole output is kept. */
  logPath: string
  /* SIGTERM: the server drains and exits (SIGKILL after 10 s). How it ended, if it was running. */
  stop(): Promise<Exit | undefined>
  /* SIGKILL: the process dies at once, as in a crash or a lost machine. */
  kill(): Promise<Exit | undefined>
}

/*
| Migrates a fresh database and serves the build with NODE_ENV=production, LOG_LEVEL=info and
| the development mailbox on (MAIL_PREVIEW=true), on a free port. APP_URL is left for
| scripts/serve.sh to derive from the port, so e-mail links prove that derivation.
*/
export async function serveBuild(
  name: string,
  databaseEnv: Record<string, string>,
  options: { seed?: boolean } = {}
) {
  mkdirSync(layerDir, { recursive: true })
  const port = await freePort()
  const env = cleanEnv({
    PORT: String(port),
    HOST: 'localhost',
    LOG_LEVEL: 'info',
    MAIL_PREVIEW: 'true',
    ...databaseEnv,
  })

  const migrate = await run(process.execPath, ['ace.js', 'migration:run', '--force'], {
    cwd: join(root, 'build'),
    env: { ...env, NODE_ENV: 'production' },
  })
  if (migrate.code !== 0) throw new Error(`migration:run failed for ${name}\n${migrate.output}`)
  if (options.seed) {
    const seed = await run(process.execPath, ['ace.js', 'db:seed'], {
      cwd: join(root, 'build'),
      env: { ...env, NODE_ENV: 'production' },
    })
    if (seed.code !== 0) throw new Error(`db:seed failed for ${name}\n${seed.output}`)
  }

  const logPath = join(layerDir, `${name}-server.log`)
  rmSync(logPath, { force: true })
  const problems: string[] = []
  const lines: string[] = []
  const child: ChildProcess = spawn('bash', ['scripts/serve.sh'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const collect = (stream: 'stdout' | 'stderr') => {
    let rest = ''
    child[stream]!.on('data', (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split('\n')
      rest = parts.pop() ?? ''
      for (const line of parts) {
        if (!line.trim()) continue
        lines.push(line)
        const problem = stream === 'stderr' ? stderrProblem(line) : logProblem(line)
        if (problem) problems.push(problem)
      }
    })
  }
  collect('stdout')
  collect('stderr')

  const url = `http://localhost:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`the ${name} server exited (${child.exitCode})\n${lines.join('\n')}`)
    }
    const status = await fetch(`${url}/health`).then(
      (response) => response.status,
      () => 0
    )
    if (status === 200) break
    if (Date.now() > deadline) {
      throw new Error(`the ${name} server did not become healthy (${status})\n${lines.join('\n')}`)
    }
    await sleep(250)
  }

  const end = async (signal: 'SIGTERM' | 'SIGKILL') => {
    let exit: Exit | undefined
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      const exited = new Promise<Exit>((resolve) =>
        child.once('exit', (code, how) => resolve({ code, signal: how }))
      )
      // The server's own process group (it was started detached): it and nothing else.
      process.kill(-child.pid, signal)
      const timer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 10_000)
      exit = await exited
      clearTimeout(timer)
    }
    writeFileSync(logPath, lines.join('\n') + '\n')
    return exit
  }
  const served: ServedBuild = {
    url,
    problems,
    logPath,
    stop: () => end('SIGTERM'),
    kill: () => end('SIGKILL'),
  }
  return served
}

/* pino JSON lines: 50 is error, 60 fatal. */
function logProblem(line: string) {
  let entry: { level?: number; msg?: string; err?: { message?: string } }
  try {
    entry = JSON.parse(line)
  } catch {
    return undefined
  }
  if ((entry.level ?? 0) < 50) return undefined
  const detail =
    entry.err?.message && entry.err.message !== entry.msg ? ` ${entry.err.message}` : ''
  return `log level ${entry.level}: ${entry.msg ?? ''}${detail}`
}

/* The server logs to stdout; stderr carries crashes and library complaints, not Node's notices. */
function stderrProblem(line: string) {
  if (/^\(node:\d+\) \w*Warning:/.test(line) || line.startsWith('(Use `node --trace')) {
    return undefined
  }
  return `stderr: ${line}`
}
