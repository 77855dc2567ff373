/**
 * Idle benchmark: 10,000 connections, each in a presence channel (1,000
 * channels of 10 members), held first by a bare `ws` server (same `ws`
 * options, answering the handshake and subscriptions with fixed frames,
 * keeping nothing: bare_idle.ts) and then by the realtime server, each in
 * its own process. Reports per connection the growth of each process's
 * resident memory (as it stands, and after a full garbage collection), the
 * ratio of the two against the goal, and the realtime server's CPU use over
 * 10 s of idleness.
 *
 *   ulimit -n 20000   # if `ulimit -n` is below ~10,100 (each process holds 10,000 sockets)
 *   npx node bench/realtime/idle.ts [connections]
 *
 * With REDIS_URL set, the realtime server runs with the Redis adapter.
 * BENCH_SNAPSHOT=1 writes a heap snapshot of each server once connected (its path is printed).
 */
import { readFileSync } from 'node:fs'
import { WebSocket } from 'ws'
import { spawnServer } from './spawn_server.ts'
import type { ServerProcess } from './spawn_server.ts'

const CONNECTIONS = Number(process.argv[2] ?? 10_000)
const MEMBERS_PER_CHANNEL = 10
const IDLE_SECONDS = 10
const SETTLE_MS = 3000
const CLOCK_TICKS = 100
const RATIO_CEILING = 1.1

await import('@poppinss/ts-exec')
const { signSubscription } = await import('../../app/realtime/signature.js')

function rssBytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024
}

/** Resident kB by kind of mapping: malloc's brk heap, anonymous maps (V8 heap, mmapped malloc), files. */
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
  /** Bytes committed per V8 heap space. */
  spaces: Record<string, number>
}

/** The server's memory after a full garbage collection (it runs with --expose-gc). */
function collectedMemory(server: ServerProcess) {
  return ask<MemoryReply>(server, 'memory')
}

async function connectAll(port: number) {
  const clients: WebSocket[] = []
  const BATCH = 250
  for (let batch = 0; batch < CONNECTIONS; batch += BATCH) {
    const size = Math.min(BATCH, CONNECTIONS - batch)
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
  return clients
}

interface Figures {
  /** Bytes per connection: RSS growth as it stands, and after a full garbage collection. */
  rss: number
  rssCollected: number
  heapCollected: number
  heapCommitted: number
  externalCollected: number
  rssTotalMb: number
  cpuPercent: number
}

async function measure(mode: 'idle-bare' | 'realtime'): Promise<Figures> {
  const server = await spawnServer(mode, { nodeArgs: ['--expose-gc'], ipc: true })
  const pid = server.child.pid!
  const before = await collectedMemory(server)
  const rssBefore = rssBytes(pid)
  const mappingsBefore = rssByMapping(pid)

  const started = Date.now()
  const clients = await connectAll(server.port)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)

  // Let the join burst settle (socket buffers, pending work) before measuring.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS))
  const ticksBefore = cpuTicks(pid)
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))
  const cpuPercent = ((cpuTicks(pid) - ticksBefore) / CLOCK_TICKS / IDLE_SECONDS) * 100
  const rssAfter = rssBytes(pid)
  const after = await collectedMemory(server)
  if (process.env.BENCH_SNAPSHOT) {
    console.log(`heap snapshot: ${(await ask<{ snapshot: string }>(server, 'snapshot')).snapshot}`)
  }

  const perConnection = (bytes: number) => bytes / CONNECTIONS
  const figures: Figures = {
    rss: perConnection(rssAfter - rssBefore),
    rssCollected: perConnection(after.memory.rss - before.memory.rss),
    heapCollected: perConnection(after.memory.heapUsed - before.memory.heapUsed),
    heapCommitted: perConnection(after.memory.heapTotal - before.memory.heapTotal),
    externalCollected: perConnection(after.memory.external - before.memory.external),
    rssTotalMb: rssAfter / 2 ** 20,
    cpuPercent,
  }
  console.log(
    `${mode.padEnd(9)} ${CONNECTIONS.toLocaleString('en')} connections in ${seconds} s; RSS ${(rssBefore / 2 ** 20).toFixed(1)} -> ${figures.rssTotalMb.toFixed(1)} MB; CPU over ${IDLE_SECONDS} s idle ${cpuPercent.toFixed(2)} % of one core`
  )

  if (process.env.BENCH_SPACES) {
    const mappingsAfter = rssByMapping(pid)
    for (const [kind, kb] of Object.entries(mappingsAfter)) {
      console.log(`  RSS ${kind} ${((kb - mappingsBefore[kind]) / 1024).toFixed(1)} MB`)
    }
    for (const [space, size] of Object.entries(after.spaces)) {
      const grown = (size - (before.spaces[space] ?? 0)) / 2 ** 20
      if (grown !== 0) console.log(`  ${space} ${grown.toFixed(1)} MB`)
    }
  }

  for (const ws of clients) ws.terminate()
  await server.stop()
  return figures
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`.padStart(9)

const bare = await measure('idle-bare')
const ours = await measure('realtime')
const ratio = ours.rss / bare.rss
const ratioCollected = ours.rssCollected / bare.rssCollected

console.log(`\nper connection             bare ws   realtime   ratio (ceiling ${RATIO_CEILING}×)`)
console.log(`RSS                     ${kb(bare.rss)}  ${kb(ours.rss)}   ${ratio.toFixed(2)}×`)
console.log(
  `RSS after full GC       ${kb(bare.rssCollected)}  ${kb(ours.rssCollected)}   ${ratioCollected.toFixed(2)}×`
)
console.log(`JS heap after full GC   ${kb(bare.heapCollected)}  ${kb(ours.heapCollected)}`)
console.log(`  committed             ${kb(bare.heapCommitted)}  ${kb(ours.heapCommitted)}`)
console.log(`external after full GC  ${kb(bare.externalCollected)}  ${kb(ours.externalCollected)}`)
console.log(
  `realtime server CPU over ${IDLE_SECONDS} s idle: ${ours.cpuPercent.toFixed(2)} % of one core`
)
console.log(ratio <= RATIO_CEILING && ratioCollected <= RATIO_CEILING ? 'PASS' : 'ABOVE CEILING')
process.exit(0)
