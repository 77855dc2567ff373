/**
 * Idle benchmark: 10,000 connections, each in a presence channel (1,000
 * channels of 10 members), held by a bare `ws` server (the realtime server's
 * `ws` options, answering the handshake and subscriptions with fixed frames
 * and keeping nothing: bare_idle.ts) and by the realtime server, each in its
 * own process started with --expose-gc and a small young generation (see
 * NODE_ARGS). Per connection, for each: the growth of resident memory (RSS
 * after the connections minus RSS before, over the connections), the same
 * after a full garbage collection, that over the second half alone (what one
 * more socket costs once one-time costs such as code paged in are paid), and
 * the JS heap's growth;
 * the ratios against the 1.1× ceiling; the realtime server's CPU use over 10 s
 * of idleness. RSS moves by several hundred bytes per connection from one run
 * to the next (the young generation and malloc's arenas grow in steps), so
 * the servers take turns for BENCH_ROUNDS rounds (3) and medians are printed.
 *
 *   ulimit -n 20000   # if `ulimit -n` is below ~10,100 (each process holds 10,000 sockets)
 *   npx node bench/realtime/idle.ts [connections]
 *
 * With REDIS_URL set, the realtime server runs with the Redis adapter.
 * BENCH_SNAPSHOT=1 writes a heap snapshot of each server once connected (its
 * path is printed); BENCH_SPACES=1 prints where the resident memory grew.
 */
import { readFileSync } from 'node:fs'
import { WebSocket } from 'ws'
import { spawnServer } from './spawn_server.ts'
import type { ServerProcess } from './spawn_server.ts'

const CONNECTIONS = Number(process.argv[2] ?? 10_000)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const MEMBERS_PER_CHANNEL = 10
const IDLE_SECONDS = 10
const SETTLE_MS = 3000
const CLOCK_TICKS = 100
const RATIO_CEILING = 1.1
/**
 * V8's young generation grows with the rate of allocation (to 64 MB here), and its pages
 * stay resident after it shrinks: left to itself it moves RSS by up to 5 KB per connection
 * from run to run, whatever the sockets hold. Pinned small (the same in both servers), RSS
 * grows by what the connections keep. BENCH_NODE_ARGS= (empty) runs node's defaults.
 */
const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? '--min-semi-space-size=1 --max-semi-space-size=1')
  .split(' ')
  .filter(Boolean)

await import('@poppinss/ts-exec')
const { signSubscription } = await import('../../app/realtime/signature.js')

function rssBytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024
}

/** Resident kB by kind of mapping: malloc's brk heap, anonymous maps (V8's pages, other arenas), files. */
function rssByMapping(pid: number) {
  const totals: Record<string, number> = { brk: 0, anon: 0, file: 0 }
  let kind = 'anon'
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ (\d+)\s*(.*)$/.exec(line)
    if (header) kind = header[2] === '[heap]' ? 'brk' : header[1] === '0' ? 'anon' : 'file'
    const rss = /^Rss:\s+(\d+) kB/.exec(line)
    if (rss) totals[kind] += Number(rss[1])
  }
  return totals
}

function cpuTicks(pid: number) {
  // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

function ask<T>(server: ServerProcess, request: 'memory' | 'snapshot'): Promise<T> {
  return new Promise((resolve) => {
    server.child.once('message', (reply) => resolve(reply as T))
    server.child.send(request)
  })
}

interface MemoryReply {
  memory: NodeJS.MemoryUsage
  /** Resident bytes per V8 heap space. */
  spaces: Record<string, number>
}

/** The server's memory after a full garbage collection (it runs with --expose-gc). */
function collectedMemory(server: ServerProcess) {
  return ask<MemoryReply>(server, 'memory')
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Opens connections `from` to `to` - 1, each subscribed to its presence channel. */
async function connect(port: number, from: number, to: number, clients: WebSocket[]) {
  const BATCH = 250
  for (let batch = from; batch < to; batch += BATCH) {
    const size = Math.min(BATCH, to - batch)
    await Promise.all(
      Array.from({ length: size }, (_, offset) => {
        const index = batch + offset
        // Spread source addresses so 10k+ sockets never exhaust one address's ephemeral ports.
        const localAddress = `127.0.0.${1 + (index % 4)}`
        const ws = new WebSocket(`ws://127.0.0.1:${port}/app/bench-key?protocol=7`, {
          localAddress,
          perMessageDeflate: false,
        })
        clients.push(ws)
        const channel = `presence-project.${Math.floor(index / MEMBERS_PER_CHANNEL)}`
        return new Promise<void>((resolve, reject) => {
          ws.once('error', reject)
          ws.on('message', (data) => {
            const frame = JSON.parse(data.toString())
            if (frame.event === 'pusher:connection_established') {
              const socketId = JSON.parse(frame.data).socket_id
              const channelData = JSON.stringify({ user_id: `u${index}`, user_info: { n: index } })
              const auth = signSubscription(
                'bench-key',
                'bench-secret',
                socketId,
                channel,
                channelData
              )
              ws.send(
                JSON.stringify({
                  event: 'pusher:subscribe',
                  data: { channel, auth, channel_data: channelData },
                })
              )
            } else if (frame.event === 'pusher_internal:subscription_succeeded') {
              resolve()
            }
          })
        })
      })
    )
  }
}

/** Closes the sockets and waits until each has closed, so the next server starts clean. */
async function closeAll(clients: WebSocket[]) {
  await Promise.all(
    clients.map((ws) => new Promise((resolve) => ws.once('close', resolve).terminate()))
  )
}

/** Bytes per connection. */
interface Figures {
  rss: number
  rssCollected: number
  rssSecondHalf: number
  heapCollected: number
  cpuPercent: number
}

type Mode = 'idle-bare' | 'realtime'

async function measure(mode: Mode): Promise<Figures> {
  const server = await spawnServer(mode, { nodeArgs: ['--expose-gc', ...NODE_ARGS], ipc: true })
  const pid = server.child.pid!
  const before = await collectedMemory(server)
  const rssBefore = rssBytes(pid)
  const mappingsBefore = rssByMapping(pid)

  const started = Date.now()
  const clients: WebSocket[] = []
  const half = Math.floor(CONNECTIONS / 2)
  await connect(server.port, 0, half, clients)
  await sleep(1000)
  const middle = await collectedMemory(server)
  await connect(server.port, half, CONNECTIONS, clients)
  const seconds = (Date.now() - started) / 1000 - 1

  // Let the join burst settle (socket buffers, pending work) before measuring.
  await sleep(SETTLE_MS)
  const ticksBefore = cpuTicks(pid)
  await sleep(IDLE_SECONDS * 1000)
  const cpuPercent = ((cpuTicks(pid) - ticksBefore) / CLOCK_TICKS / IDLE_SECONDS) * 100
  const rssAfter = rssBytes(pid)
  const after = await collectedMemory(server)
  if (process.env.BENCH_SNAPSHOT) {
    console.log(`heap snapshot: ${(await ask<{ snapshot: string }>(server, 'snapshot')).snapshot}`)
  }

  const figures: Figures = {
    rss: (rssAfter - rssBefore) / CONNECTIONS,
    rssCollected: (after.memory.rss - before.memory.rss) / CONNECTIONS,
    rssSecondHalf: (after.memory.rss - middle.memory.rss) / (CONNECTIONS - half),
    heapCollected: (after.memory.heapUsed - before.memory.heapUsed) / CONNECTIONS,
    cpuPercent,
  }
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1)
  console.log(
    `${mode.padEnd(9)} ${CONNECTIONS.toLocaleString('en')} connections in ${seconds.toFixed(1)} s; RSS ${mb(rssBefore)} -> ${mb(rssAfter)} MB; CPU over ${IDLE_SECONDS} s idle ${cpuPercent.toFixed(2)} % of one core`
  )
  if (process.env.BENCH_SPACES) {
    const grown = Object.entries(rssByMapping(pid)).map(
      ([kind, kb]) => `${kind} ${((kb - mappingsBefore[kind]) / 1024).toFixed(1)}`
    )
    for (const [space, size] of Object.entries(after.spaces)) {
      const delta = size - (before.spaces[space] ?? 0)
      if (Math.abs(delta) >= 2 ** 20) grown.push(`${space} ${mb(delta)}`)
    }
    console.log(`  grew (MB): ${grown.join(', ')}`)
    console.log(
      `  per connection (KB): ${Object.entries(figures)
        .map(([key, value]) => `${key} ${(value / 1024).toFixed(2)}`)
        .join(', ')}`
    )
  }

  await closeAll(clients)
  await server.stop()
  return figures
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const rounds: Record<Mode, Figures[]> = { 'idle-bare': [], 'realtime': [] }
for (let round = 0; round < ROUNDS; round++) {
  // Alternate which goes first, so neither always meets a machine the other has just loaded.
  const order: Mode[] = round % 2 ? ['realtime', 'idle-bare'] : ['idle-bare', 'realtime']
  for (const mode of order) rounds[mode].push(await measure(mode))
}
const pick = (mode: Mode, key: keyof Figures) => median(rounds[mode].map((f) => f[key]))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`.padStart(9)
console.log(`\nnode flags of both servers: --expose-gc ${NODE_ARGS.join(' ')}`)
console.log(
  `per connection, median of ${ROUNDS}      bare ws   realtime   ratio (ceiling ${RATIO_CEILING}×)`
)
const rows: Array<[string, keyof Figures]> = [
  ['RSS                          ', 'rss'],
  ['RSS after full GC            ', 'rssCollected'],
  ['  second half alone          ', 'rssSecondHalf'],
  ['JS heap after full GC        ', 'heapCollected'],
]
const ratios: number[] = []
for (const [label, key] of rows) {
  const ratio = pick('realtime', key) / pick('idle-bare', key)
  if (key === 'rss' || key === 'rssCollected') ratios.push(ratio)
  console.log(
    `${label}${kb(pick('idle-bare', key))}  ${kb(pick('realtime', key))}   ${ratio.toFixed(2)}×`
  )
}
console.log(
  `realtime server CPU over ${IDLE_SECONDS} s idle: ${pick('realtime', 'cpuPercent').toFixed(2)} % of one core`
)
console.log(ratios.every((ratio) => ratio <= RATIO_CEILING) ? 'PASS' : 'ABOVE CEILING')
process.exit(0)
