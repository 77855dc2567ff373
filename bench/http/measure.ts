/**
 * Load measurements of the HTTP benches: autocannon in its own process, the server's CPU time
 * and (perf stat) instructions per request, and the bare `node:http` replay of a captured answer.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { LoadJob, LoadResult } from './load.ts'
import { stopProcess, type Capture } from './served_app.ts'

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
export const WARM_UP_SECONDS = 3
const here = fileURLToPath(new URL('.', import.meta.url))

export function runLoad(job: LoadJob): Promise<LoadResult> {
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
export function cpuMs(pid: number | undefined) {
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
export async function measure(
  url: string,
  headers: Record<string, string>,
  pid: number | undefined
) {
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

/* The port a bench's child server prints as `PORT <n>` once it listens. */
export function announcedPort(child: ChildProcess, name: string) {
  return new Promise<number>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk
      const match = /PORT (\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`${name} exited (${code})`)))
  })
}

export async function replay(capture: Capture, url: string, headers: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'bench-http-replay-'))
  const file = join(folder, 'capture.json')
  writeFileSync(file, JSON.stringify(capture))
  const child = spawn(process.execPath, [join(here, 'replay_server.ts'), file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  try {
    const port = await announcedPort(child, 'replay server')
    return await measure(`http://127.0.0.1:${port}${new URL(url).pathname}`, headers, child.pid)
  } finally {
    await stopProcess(child)
    rmSync(folder, { recursive: true, force: true })
  }
}
