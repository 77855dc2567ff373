/**
 * Instructions per request under valgrind's callgrind: deterministic where CPU time on shared
 * cores is not. The server starts with instrumentation off (`--instr-atstart=no`), is warmed up
 * (JIT tiers, caches, statement caches), then instrumentation is switched on with
 * `callgrind_control`, N requests are sent one after another on one kept-alive connection, and
 * the counters are dumped. Threads are counted apart (`--separate-threads=yes`): the main
 * thread is the request's own work (with the garbage collection and compilation done on it);
 * the others are V8's background compiler and GC helpers and libuv's pool.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Callgrind {
  wrapper: string[]
  /* Instructions per request of `count` requests, all threads and the main thread alone. */
  measure(
    pid: number,
    env: NodeJS.ProcessEnv,
    send: () => Promise<void>,
    count: number,
    warmUp: number
  ): Promise<{ all: number; main: number }>
  cleanup(): void
}

export function callgrind(): Callgrind {
  const folder = mkdtempSync(join(tmpdir(), 'bench-callgrind-'))
  const prefix = join(folder, 'vgdb')
  const dumps = new Map<number, number>()
  const control = (pid: number, env: NodeJS.ProcessEnv, ...args: string[]) =>
    // vgdb names its pipes after HOST: the control must see the server's.
    execFileSync('callgrind_control', [`--vgdb-prefix=${prefix}`, ...args, String(pid)], {
      env: { ...process.env, HOST: env.HOST ?? '' },
      stdio: 'ignore',
    })
  return {
    wrapper: [
      'valgrind',
      '--tool=callgrind',
      '--instr-atstart=no',
      '--separate-threads=yes',
      `--vgdb-prefix=${prefix}`,
      `--callgrind-out-file=${join(folder, 'out.%p')}`,
      '--log-file=' + join(folder, 'valgrind.%p.log'),
    ],
    async measure(pid, env, send, count, warmUp) {
      // With --perf-basic-prof, Node's map of JIT code goes beside the dumps (attribute.ts): a
      // hard link, which Node keeps writing to and another run's clean-up of /tmp cannot take.
      const map = `/tmp/perf-${pid}.map`
      const kept = join(folder, `perf-${pid}.map`)
      if (process.env.BENCH_CG_KEEP === '1' && existsSync(map) && !existsSync(kept))
        linkSync(map, kept)
      for (let index = 0; index < warmUp; index++) await send()
      control(pid, env, '--zero')
      control(pid, env, '--instr=on')
      for (let index = 0; index < count; index++) await send()
      control(pid, env, '--instr=off')
      const dump = (dumps.get(pid) ?? 0) + 1
      dumps.set(pid, dump)
      control(pid, env, `--dump=measured`)
      const files = readdirSync(folder).filter((name) =>
        new RegExp(`^out\\.${pid}\\.${dump}(-\\d+)?$`).test(name)
      )
      let all = 0
      let main = 0
      for (const name of files) {
        const text = readFileSync(join(folder, name), 'utf8')
        const total = Number(/^totals: (\d+)/m.exec(text)?.[1] ?? 0)
        all += total
        if (/^thread: 1$/m.test(text) || name.endsWith('-01')) main += total
      }
      return { all: all / count, main: main / count }
    },
    cleanup() {
      // BENCH_CG_KEEP=1 leaves the dumps for callgrind_annotate (the C++ side is named: V8's
      // runtime, SQLite, libuv, OpenSSL; JIT-compiled JavaScript is not).
      if (process.env.BENCH_CG_KEEP === '1')
        process.stdout.write(`callgrind dumps kept in ${folder}\n`)
      else rmSync(folder, { recursive: true, force: true })
    },
  }
}

/*
| One request after another on one kept-alive connection; the answer is read and dropped. A
| request the server's idle timeout raced (a reset of a reused socket) is sent again once.
*/
export function sequentialClient(url: string, headers: Record<string, string>) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const once = () =>
    new Promise<void>((resolve, reject) => {
      const outgoing = request(url, { agent, headers })
      outgoing.on('error', reject)
      outgoing.on('response', (response) => {
        if ((response.statusCode ?? 0) >= 400) reject(new Error(`${url}: ${response.statusCode}`))
        response.on('data', () => {})
        response.on('end', () => resolve())
      })
      outgoing.end()
    })
  return () =>
    once().catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET') throw error
      return once()
    })
}
