/**
 * Idle benchmark: 10,000 connections, each in a presence channel (1,000
 * channels of 10 members), held by one server process; reports that
 * process's resident memory and its CPU use over 10 s of idleness.
 *
 *   ulimit -n 65536   # if `ulimit -n` is below ~21,000 (both ends hold 10,000 sockets)
 *   npx node bench/realtime/idle.ts [connections]
 *
 * With REDIS_URL set, the server runs with the Redis adapter.
 */
import { readFileSync } from 'node:fs'
import { WebSocket } from 'ws'
import { spawnServer } from './spawn_server.ts'

const CONNECTIONS = Number(process.argv[2] ?? 10_000)
const MEMBERS_PER_CHANNEL = 10
const IDLE_SECONDS = 10
const CLOCK_TICKS = 100
const RSS_TARGET_MB = 600

await import('@poppinss/ts-exec')
const { signSubscription } = await import('../../app/realtime/signature.js')

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024
}

function cpuTicks(pid: number) {
  // Fields after the parenthesised command name; utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return Number(fields[11]) + Number(fields[12])
}

const server = await spawnServer('realtime')
const pid = server.child.pid!
const baseline = rssMb(pid)
console.log(`server pid ${pid}, RSS before connections ${baseline.toFixed(1)} MB`)

const clients: WebSocket[] = []
const started = Date.now()
const BATCH = 250
for (let batch = 0; batch < CONNECTIONS; batch += BATCH) {
  const size = Math.min(BATCH, CONNECTIONS - batch)
  await Promise.all(
    Array.from({ length: size }, (_, offset) => {
      const index = batch + offset
      // Spread source addresses so 10k+ sockets never exhaust one address's ephemeral ports.
      const localAddress = `127.0.0.${1 + (index % 4)}`
      const ws = new WebSocket(`ws://127.0.0.1:${server.port}/app/bench-key?protocol=7`, {
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
console.log(
  `${CONNECTIONS.toLocaleString('en')} connections subscribed to ${Math.ceil(CONNECTIONS / MEMBERS_PER_CHANNEL)} presence channels in ${((Date.now() - started) / 1000).toFixed(1)} s`
)

// Let the join burst settle (garbage collection, socket buffers) before measuring.
await new Promise((resolve) => setTimeout(resolve, 3000))
const ticksBefore = cpuTicks(pid)
const rssBefore = rssMb(pid)
await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000))
const cpu = ((cpuTicks(pid) - ticksBefore) / CLOCK_TICKS / IDLE_SECONDS) * 100
const rss = Math.max(rssBefore, rssMb(pid))

console.log(
  `server RSS with ${CONNECTIONS.toLocaleString('en')} connections: ${rss.toFixed(1)} MB (target < ${RSS_TARGET_MB} MB)`
)
console.log(`server CPU over ${IDLE_SECONDS} s idle: ${cpu.toFixed(2)} % of one core`)
console.log(rss < RSS_TARGET_MB ? 'PASS' : 'ABOVE TARGET')

for (const ws of clients) ws.terminate()
await server.stop()
process.exit(0)
