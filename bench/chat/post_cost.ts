/**
 * What one chat post costs the server: the production build on one node (SQLite, or PostgreSQL
 * + Redis with BENCH_DB=pg), BENCH_USERS signed-in users in projects of 15 (each in two, as
 * bench/chat/cluster.ts lays them out) holding their project channels and their own
 * `private-user` channel (the unread badges) through pusher-js, BENCH_POSTERS posting back to
 * back through POST /projects/{id}/messages for BENCH_SECONDS. Printed: posts a second, the
 * app process's CPU per post (user + system, from /proc), on PostgreSQL the CPU of the backends
 * serving the bench's database per post, and the deliveries that arrived.
 * Instructions and SQL statements per post: bench/chat/post_instructions.ts.
 *
 *   npx node bench/chat/post_cost.ts
 *
 * Environment: BUILD_DIR (an existing build; otherwise the working tree is built in a temporary
 * copy, BENCH_REF=<commit> another commit), BENCH_DB=pg (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/bench_post, wiped; BENCH_REDIS_URL, default
 * redis://127.0.0.1:6379/9, flushed), BENCH_USERS (300), BENCH_POSTERS (8), BENCH_SECONDS (20),
 * APP_SERVER_ARGS (Node flags for the app, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"), APP_LOG=1.
 */
import { loadavg } from 'node:os'
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { prepareBuild } from '../http/served_app.ts'
import { cpuMeter } from './cpu.ts'
import {
  DATABASE_URL,
  ON_PG,
  PROJECT_SIZE,
  chatDatabase,
  startChat,
  type ChatRun,
} from './post_setup.ts'

const USERS = Number(process.env.BENCH_USERS ?? 300)
const POSTERS = Number(process.env.BENCH_POSTERS ?? 8)
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20)
const print = (line: string) => process.stdout.write(line + '\n')

const build = prepareBuild()
let database: Awaited<ReturnType<typeof chatDatabase>> | undefined
let chat: ChatRun | undefined
try {
  database = await chatDatabase(build.dir, USERS)
  const flags = (process.env.APP_SERVER_ARGS ?? '').split(' ').filter(Boolean)
  chat = await startChat(build.dir, database, { flags })
  const running = chat
  let delivered = 0
  for (const user of running.users) {
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
          const status = await running.post((worker + round * POSTERS) % USERS, round, n++)
          if (status === 429) limited++
          else if (status !== 201) throw new Error(`a post answered ${status}`)
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
  const cpu = cpuMeter(() => [running.child.pid!], ON_PG ? DATABASE_URL : undefined)
  const started = performance.now()
  const { posted, limited } = await phase(SECONDS)
  const elapsed = (performance.now() - started) / 1000
  const spent = cpu()
  await sleep(2000)
  print(
    `${ON_PG ? 'PostgreSQL + Redis' : 'SQLite'}, ${USERS} users in projects of ${PROJECT_SIZE}, ` +
      `${POSTERS} posters back to back for ${SECONDS} s:\n` +
      `  ${posted} posts (${(posted / elapsed).toFixed(1)}/s)${limited ? `, ${limited} × 429` : ''}, ` +
      `app CPU ${Math.round(spent.app / posted)} µs per post (${((spent.app / 1e6 / elapsed) * 100).toFixed(0)} % of a core)` +
      (ON_PG ? `, PostgreSQL backends ${Math.round(spent.database / posted)} µs per post` : '') +
      `, ${delivered} message.created delivered (${(delivered / posted).toFixed(1)} per post)\n` +
      `  load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`
  )
} finally {
  await chat?.stop()
  database?.cleanup()
  build.cleanup()
}
