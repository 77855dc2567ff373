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
import { loadavg } from 'node:os'
import { CONNECTIONS, SECONDS, WARM_UP_SECONDS, measure, replay } from './measure.ts'
import { CLIENT, FLOOR_PAGE, pageTypes, type Account } from './page_types.ts'
import { Browser, freePort, prepareBuild, startApp } from './served_app.ts'

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
  const accounts = new Map<string, Browser>([[CLIENT.email, member]])
  const signedIn = async (account: Account = CLIENT) => {
    if (!accounts.has(account.email)) {
      const browser = new Browser(app.origin)
      await browser.signIn(account.email, account.password)
      accounts.set(account.email, browser)
    }
    return accounts.get(account.email)!
  }

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
    const visit = { browser: page.signedIn ? await signedIn(page.account) : guest, version }
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
