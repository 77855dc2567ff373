/**
 * What one chat post costs, counted rather than timed: the production build on one node
 * (SQLite, or PostgreSQL + Redis with BENCH_DB=pg), BENCH_USERS signed-in users in projects of
 * 15 (each in two) holding their channels through pusher-js, as bench/chat/post_cost.ts lays
 * them out; posts one after another through POST /projects/{id}/messages, authors in turn.
 *
 *   1. Statements: the app runs with bench/chat/statement_log.ts preloaded; after
 *      BENCH_STATEMENT_WARMUP posts, BENCH_STATEMENT_POSTS posts are counted: SQL statements
 *      (BEGIN and COMMIT included) and Redis commands per post, each statement listed.
 *   2. Instructions under valgrind's callgrind (bench/http/callgrind.ts): BENCH_CG_WARMUP posts
 *      uninstrumented, then `callgrind_control -i on`, BENCH_CG_POSTS posts, off, dump; per post,
 *      all threads and the JavaScript thread alone.
 *
 *   npx node bench/chat/post_instructions.ts
 *
 * Environment: BUILD_DIR / BENCH_REF / KEEP_BUILD (bench/http/served_app.ts), BENCH_DB=pg
 * (BENCH_DATABASE_URL, BENCH_REDIS_URL: bench/chat/post_setup.ts), BENCH_USERS (30: two projects
 * of 15 each way), BENCH_AWAY (0: how many of every 15 users hold no socket, so they are not
 * looking and get the message's notification), BENCH_STATEMENT_WARMUP (50),
 * BENCH_STATEMENT_POSTS (50), BENCH_CG_WARMUP (200), BENCH_CG_POSTS (50), BENCH_CALLGRIND=0
 * (statements only), BENCH_CG_NODE_ARGS (Node flags under callgrind: `--perf-basic-prof` with
 * BENCH_CG_KEEP=1 for bench/http/attribute.ts). Needs `valgrind` (apt-get install -y valgrind). The chat allows 60 posts a
 * minute per author: keep (warm-up + posts) ÷ BENCH_USERS well under that.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { prepareBuild } from '../http/served_app.ts'
import { callgrind } from '../http/callgrind.ts'
import { ON_PG, PROJECT_SIZE, chatDatabase, startChat, type ChatRun } from './post_setup.ts'

const USERS = Number(process.env.BENCH_USERS ?? 30)
const AWAY = Number(process.env.BENCH_AWAY ?? 0)
const STATEMENT_WARMUP = Number(process.env.BENCH_STATEMENT_WARMUP ?? 50)
const STATEMENT_POSTS = Number(process.env.BENCH_STATEMENT_POSTS ?? 50)
const CG_WARMUP = Number(process.env.BENCH_CG_WARMUP ?? 200)
const CG_POSTS = Number(process.env.BENCH_CG_POSTS ?? 50)
const print = (line: string) => process.stdout.write(line + '\n')
const away = (index: number) => index % PROJECT_SIZE < AWAY

/* Posts one after another, the authors in turn; every post must be stored (201). */
function poster(chat: ChatRun) {
  let n = 0
  return async () => {
    const index = n % USERS
    const status = await chat.post(index, Math.floor(n / USERS), n)
    n++
    if (status !== 201) throw new Error(`a post answered ${status}`)
  }
}

/* SIGUSR2 makes the preloaded counter write its counts; wait for its n-th file. */
async function dumpCounts(pid: number, file: string, n: number) {
  process.kill(pid, 'SIGUSR2')
  for (let waited = 0; !existsSync(`${file}.${n}`); waited += 50) {
    if (waited > 30_000) throw new Error('the statement counter did not answer')
    await sleep(50)
  }
  return JSON.parse(readFileSync(`${file}.${n}`, 'utf8')) as Record<string, [number, number]>
}

async function statements(buildDir: string, database: Awaited<ReturnType<typeof chatDatabase>>) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-statements-'))
  const file = join(folder, 'counts')
  const preload = join(import.meta.dirname, 'statement_log.ts')
  const chat = await startChat(
    buildDir,
    { ...database, env: { ...database.env, BENCH_STATEMENT_LOG: file } },
    { flags: ['--import', preload], away }
  )
  try {
    const post = poster(chat)
    for (let index = 0; index < STATEMENT_WARMUP; index++) await post()
    await sleep(500)
    await dumpCounts(chat.child.pid!, file, 1)
    for (let index = 0; index < STATEMENT_POSTS; index++) await post()
    // Work a post leaves behind after its answer (none is expected) is counted with it.
    await sleep(500)
    const counts = await dumpCounts(chat.child.pid!, file, 2)
    const per = (count: number) => (count / STATEMENT_POSTS).toFixed(2)
    const total = (prefix: string, at: 0 | 1) =>
      Object.entries(counts)
        .filter(([key]) => key.startsWith(prefix))
        .reduce((sum, [, entry]) => sum + entry[at], 0)
    print(
      `\nstatements per post (${STATEMENT_POSTS} posts after ${STATEMENT_WARMUP}): ` +
        `SQL ${per(total('sql ', 0))}, Redis commands ${per(total('redis ', 0))}` +
        (ON_PG ? '' : `; SQLite ran ${per(total('sql ', 1))} µs of them per post`)
    )
    print(`  per post${ON_PG ? '' : '   µs/post'}  statement`)
    for (const [key, [count, us]] of Object.entries(counts)) {
      print(`  ${per(count).padStart(8)}${ON_PG ? '' : per(us).padStart(11)}  ${key}`)
    }
  } finally {
    await chat.stop()
    rmSync(folder, { recursive: true, force: true })
  }
}

async function instructions(buildDir: string, database: Awaited<ReturnType<typeof chatDatabase>>) {
  const cg = callgrind()
  print(`\nstarting the app under callgrind ...`)
  // BENCH_CG_NODE_ARGS: Node flags under callgrind (e.g. --perf-basic-prof, for bench/http/attribute.ts).
  const flags = (process.env.BENCH_CG_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const chat = await startChat(buildDir, database, { wrapper: cg.wrapper, flags, away })
  try {
    const { all, main } = await cg.measure(
      chat.child.pid!,
      database.env,
      poster(chat),
      CG_POSTS,
      CG_WARMUP
    )
    print(
      `instructions per post (${CG_POSTS} posts after ${CG_WARMUP} uninstrumented): ` +
        `${(all / 1e6).toFixed(2)} M all threads, ${(main / 1e6).toFixed(2)} M main thread`
    )
  } finally {
    await chat.stop()
    cg.cleanup()
  }
}

const build = prepareBuild()
let database: Awaited<ReturnType<typeof chatDatabase>> | undefined
try {
  database = await chatDatabase(build.dir, USERS)
  print(
    `${ON_PG ? 'PostgreSQL + Redis' : 'SQLite'}, ${USERS} users in projects of ${PROJECT_SIZE}` +
      (AWAY ? `, ${AWAY} of every ${PROJECT_SIZE} away (no socket)` : ', all holding sockets')
  )
  await statements(build.dir, database)
  if (process.env.BENCH_CALLGRIND !== '0') await instructions(build.dir, database)
  print(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`
  )
} finally {
  database?.cleanup()
  build.cleanup()
}
