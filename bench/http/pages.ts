/**
 * Request cost: what a page costs the app against what sending its bytes costs at all.
 * Each page type is served by the production build at 50 concurrent connections, then a bare
 * `node:http` server in its own process sends the very same bytes (status, headers, body as
 * captured from the app) to the same load generator in the same run: the ratio of the two is
 * the share of the machine's ceiling the app reaches.
 *
 *   npx node bench/http/pages.ts
 *
 * Environment: BENCH_REF=<commit> builds that commit instead of the working tree (before/after
 * in one sitting); BUILD_DIR serves an existing build; KEEP_BUILD=1 keeps the copy it built and
 * prints its path; BENCH_SECONDS per measurement (10); BENCH_CONNECTIONS (50); BENCH_PAGES, a
 * comma-separated subset of the page names below; APP_SERVER_ARGS, Node flags for the app
 * process (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"); APP_LOG=1 shows the app's log, DEBUG
 * reaches it too. BENCH_DB=pg serves from PostgreSQL (BENCH_DATABASE_URL, default the local
 * bench_http database, wiped first) instead of a fresh SQLite file.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LoadJob, LoadResult } from './load.ts'
import {
  Browser,
  bodyText,
  freePort,
  header,
  prepareBuild,
  startApp,
  stopProcess,
  type Capture,
} from './served_app.ts'

/* The seeder's demo client (database/seeders/main_seeder.ts, listed in the README). */
const CLIENT = { email: 'client@example.com', password: 'client-password' }

interface Visit {
  browser: Browser
  /* The asset version an Inertia visit must send. */
  version: string
}

/*
| A page type: how a real client asks for it, what a correct answer looks like, and the goal.
| Adding one (the projects pages) is one entry here.
*/
interface PageType {
  name: string
  /* A fixed path, or the data the page needs is made first and its path returned. */
  path: string | ((visit: Visit) => Promise<string>)
  signedIn: boolean
  headers(visit: Visit): Record<string, string>
  check(answer: Capture): string | undefined
  goal: { ratio: number; p99: number }
}

/* gzip only, as the issue measured it (every browser accepts it; brotli costs the app more). */
const browserHeaders = {
  'Accept-Encoding': 'gzip',
  'Accept-Language': 'en-US,en;q=0.9',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
}

function inertiaHeaders(visit: Visit) {
  return {
    ...browserHeaders,
    'Accept': 'text/html, application/xhtml+xml',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Inertia': 'true',
    'X-Inertia-Version': visit.version,
    'X-Locale': 'en',
  }
}

function inertiaComponent(name: string) {
  return (answer: Capture) => {
    if (answer.status !== 200) return `status ${answer.status}`
    const component = (JSON.parse(bodyText(answer)) as { component?: string }).component
    return component === name ? undefined : `component ${component}`
  }
}

/* The Inertia props of a visit (the member's own session, the current asset version). */
async function inertiaProps(visit: Visit, path: string) {
  const answer = await visit.browser.send(path, { headers: inertiaHeaders(visit) })
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
  return (JSON.parse(bodyText(answer)) as { props: Record<string, unknown> }).props
}

const PROJECT_MESSAGES = 50

/*
| The project page with 50 messages: the demo client's first project, its chat filled through
| the chat's own JSON endpoint (as the client's browser posts them: session cookie, CSRF header).
*/
async function projectWithMessages(visit: Visit) {
  const props = await inertiaProps(visit, '/projects')
  const list = props.projects as { data?: { id: number }[] } | { id: number }[]
  const first = (Array.isArray(list) ? list : list.data)?.[0]
  if (!first) throw new Error('the demo client has no project')
  const html = bodyText(
    await visit.browser.send('/dashboard', { headers: { Accept: 'text/html' } })
  )
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1]
  if (!csrf) throw new Error('no CSRF token in the dashboard')
  for (let index = 0; index < PROJECT_MESSAGES; index++) {
    const answer = await visit.browser.send(`/projects/${first.id}/messages`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept': 'application/json',
        'X-CSRF-TOKEN': csrf,
      },
      body: JSON.stringify({
        text: `Bench message ${index + 1}: the staging build is ready for review.`,
        replyToId: null,
        clientKey: randomUUID(),
      }),
    })
    if (answer.status !== 201 && answer.status !== 200) {
      throw new Error(`posting message ${index + 1} answered ${answer.status}`)
    }
  }
  return `/projects/${first.id}`
}

/*
| The cheapest signed-in page (no query or prop of its own): only what every signed-in visit pays
| (session, auth, shield, the shared props). Its share bounds what any signed-in page can reach.
*/
const FLOOR_PAGE = 'appearance'

const pageTypes: PageType[] = [
  {
    name: FLOOR_PAGE,
    path: '/settings/appearance',
    signedIn: true,
    headers: inertiaHeaders,
    check: inertiaComponent('settings/appearance'),
    goal: { ratio: 0.3, p99: 50 },
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    headers: inertiaHeaders,
    check: inertiaComponent('dashboard'),
    goal: { ratio: 0.3, p99: 50 },
  },
  {
    name: 'project',
    path: projectWithMessages,
    signedIn: true,
    headers: inertiaHeaders,
    check: (answer) => {
      const problem = inertiaComponent('projects/show')(answer)
      if (problem) return problem
      const props = (JSON.parse(bodyText(answer)) as { props: { messages?: unknown[] } }).props
      const count = props.messages?.length ?? 0
      return count >= PROJECT_MESSAGES ? undefined : `${count} messages on the page`
    },
    goal: { ratio: 0.3, p99: 50 },
  },
  {
    name: 'landing',
    path: '/',
    signedIn: false,
    headers: () => ({ ...browserHeaders, Accept: 'text/html' }),
    check: (answer) => {
      if (answer.status !== 200) return `status ${answer.status}`
      return header(answer, 'content-encoding')[0] === 'gzip' ? undefined : 'not gzip'
    },
    goal: { ratio: 0.25, p99: 50 },
  },
]

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const WARM_UP_SECONDS = 3
const here = fileURLToPath(new URL('.', import.meta.url))

function runLoad(job: LoadJob): Promise<LoadResult> {
  const child = spawn(process.execPath, [join(here, 'load.ts'), JSON.stringify(job)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk))
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`load generator exited ${code}`))
    )
  )
}

/* CPU time a process has used, in ms (Linux; on other systems the column stays empty). */
function cpuMs(pid: number | undefined) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100
  } catch {
    return Number.NaN
  }
}

/*
| Instructions a process runs in user space while it is watched, counted by the processor
| (`perf stat`; NaN where perf is missing or not permitted). Unlike CPU time, the count does not
| grow when other processes crowd the cores and caches: on the shared machine CPU time per
| request moved by a fifth between two runs of the same build, the instructions by a few per cent.
*/
function countInstructions(pid: number | undefined) {
  if (pid === undefined) return async () => Number.NaN
  const perf = spawn('perf', ['stat', '-x', ',', '-e', 'instructions:u', '-p', String(pid)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let report = ''
  perf.stderr.on('data', (chunk: Buffer) => (report += chunk))
  const exited = new Promise<void>((resolve) => {
    perf.once('close', () => resolve())
    perf.once('error', () => resolve())
  })
  return async () => {
    perf.kill('SIGINT')
    await exited
    const line = report.split('\n').find((entry) => entry.includes('instructions'))
    return Number(line?.split(',')[0] ?? Number.NaN)
  }
}

/*
| Warm-up first (JIT, caches, connection set-up), then the measured run. Beside requests per
| second, the server's CPU time and instructions per request: the two servers share two cores
| with the load generator (and whatever else runs); per request, CPU time depends on that far
| less than requests per second, and the instruction count hardly at all.
*/
async function measure(url: string, headers: Record<string, string>, pid: number | undefined) {
  await runLoad({ url, headers, seconds: WARM_UP_SECONDS, connections: CONNECTIONS })
  const cpuBefore = cpuMs(pid)
  const instructions = countInstructions(pid)
  const result = await runLoad({ url, headers, seconds: SECONDS, connections: CONNECTIONS })
  return {
    ...result,
    cpuUs: ((cpuMs(pid) - cpuBefore) * 1000) / result.requests,
    mInstructions: (await instructions()) / result.requests / 1e6,
  }
}

async function replay(capture: Capture, url: string, headers: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-http-replay-'))
  const file = join(folder, 'capture.json')
  writeFileSync(file, JSON.stringify(capture))
  const child = spawn(process.execPath, [join(here, 'replay_server.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk
        const match = /PORT (\d+)/.exec(output)
        if (match) resolve(Number(match[1]))
      })
      child.once('exit', (code) => reject(new Error(`replay server exited (${code})`)))
    })
    return await measure(`http://127.0.0.1:${port}${new URL(url).pathname}`, headers, child.pid)
  } finally {
    await stopProcess(child)
    rmSync(folder, { recursive: true, force: true })
  }
}

const format = (value: number, digits = 0) =>
  value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

const selected = process.env.BENCH_PAGES?.split(',').map((name) => name.trim())
const pages = pageTypes.filter((page) => !selected || selected.includes(page.name))
const build = prepareBuild()
const app = await startApp(build.dir, await freePort())
const print = (line: string) => process.stdout.write(line + '\n')
let floorShare: number | undefined
try {
  const guest = new Browser(app.origin)
  const member = new Browser(app.origin)
  const version = await member.signIn(CLIENT.email, CLIENT.password)

  const load = loadavg().map((value) => value.toFixed(2))
  print(
    `\n${CONNECTIONS} connections, ${SECONDS} s per run after ${WARM_UP_SECONDS} s of warm-up, ` +
      `${process.env.BENCH_DB === 'pg' ? 'PostgreSQL' : 'SQLite'}; ` +
      `load average before: ${load.join(' ')}\n`
  )
  print(
    'page         bytes │ app req/s  p50  p99  µs cpu  M ins │ raw req/s  p50  p99  µs cpu  M ins │  share  goal'
  )
  for (const page of pages) {
    const visit = { browser: page.signedIn ? member : guest, version }
    const path = typeof page.path === 'string' ? page.path : await page.path(visit)
    const headers = page.headers(visit)
    // Cookies are the signed-in session only: a guest arrives with none, like a new visitor.
    const cookie = page.signedIn ? visit.browser.cookieHeader() : ''
    if (cookie) headers.Cookie = cookie
    const url = app.origin + path
    const capture = await visit.browser.send(path, { headers: page.headers(visit) })
    const problem = page.check(capture)
    if (problem) throw new Error(`${page.name}: the app answered wrongly (${problem})`)

    const served = await measure(url, headers, app.child.pid)
    const ceiling = await replay(capture, url, headers)
    const share = served.perSecond / ceiling.perSecond
    if (page.name === FLOOR_PAGE) floorShare = share
    const met = share >= page.goal.ratio && served.p99 < page.goal.p99
    const failures = served.failures + ceiling.failures
    const columns = (result: typeof served) =>
      [
        format(result.perSecond).padStart(10),
        `${result.p50}`.padStart(5),
        `${result.p99}`.padStart(5),
        format(result.cpuUs).padStart(8),
        format(result.mInstructions, 2).padStart(7),
      ].join('')
    print(
      [
        page.name.padEnd(10),
        format(Buffer.from(capture.body, 'base64').length).padStart(8),
        ' │',
        columns(served),
        ' │',
        columns(ceiling),
        ' │',
        format(share, 3).padStart(7),
        `  ≥ ${page.goal.ratio}, p99 < ${page.goal.p99} ms: ${met ? 'met' : 'missed'}`,
        failures ? `  (${failures} failed requests)` : '',
      ].join('')
    )
  }
} finally {
  await app.stop()
  build.cleanup()
}

if (floorShare !== undefined) {
  print(
    `\nfloor: the cheapest signed-in page (${FLOOR_PAGE}, no work of its own) reached ` +
      `${format(floorShare, 3)} of its ceiling: the framework's per-request work alone; no ` +
      `signed-in page can reach more`
  )
}
print(
  `\nlatencies in ms; µs cpu = the server's CPU time per request; M ins = millions of ` +
    `instructions the server ran per request (user space, perf stat); share = app req/s ÷ raw req/s` +
    `\nload average after: ` +
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')
)
