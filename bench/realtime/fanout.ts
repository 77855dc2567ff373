/**
 * Fan-out benchmark: 1,000 subscribers on one channel, 200 events triggered
 * through the signed HTTP API (official `pusher` SDK), against a bare `ws`
 * broadcast loop on the same machine in the same run.
 *
 *   npx node bench/realtime/fanout.ts
 *
 * Servers run in child processes; clients and the publisher share this
 * process, so send and receive times come from one clock.
 */
import { performance } from 'node:perf_hooks'
import Pusher from 'pusher'
import { WebSocket } from 'ws'
import { spawnServer } from './spawn_server.ts'

const SUBSCRIBERS = 1000
const EVENTS = 200
const INTERVAL_MS = 20
const GRACE_MS = 5000
const CHANNEL = 'bench'

interface Result {
  p50: number
  p99: number
  max: number
  perSecond: number
  lost: number
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

async function openClients(url: string, subscribe: boolean, onFrame: (text: string) => void) {
  const clients: WebSocket[] = []
  for (let batch = 0; batch < SUBSCRIBERS; batch += 100) {
    const opened = Array.from({ length: Math.min(100, SUBSCRIBERS - batch) }, () => {
      const ws = new WebSocket(url, { perMessageDeflate: false })
      clients.push(ws)
      return new Promise<void>((resolve, reject) => {
        ws.once('error', reject)
        ws.on('message', (data) => {
          const text = data.toString()
          if (!subscribe) {
            onFrame(text)
          } else if (text.includes('connection_established')) {
            ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel: CHANNEL } }))
          } else if (text.includes('subscription_succeeded')) {
            resolve()
          } else {
            onFrame(text)
          }
        })
        if (!subscribe) ws.once('open', () => resolve())
      })
    })
    await Promise.all(opened)
  }
  return clients
}

async function measure(
  mode: 'realtime' | 'bare',
  publish: (port: number, id: number) => Promise<void> | void,
  connect?: (port: number) => Promise<void>
): Promise<Result> {
  const server = await spawnServer(mode)
  const sentAt = new Map<number, number>()
  const latencies: number[] = []
  let firstSend = 0
  let lastReceive = 0
  const onFrame = (text: string) => {
    const match = /"id\\?":(\d+)/.exec(text)
    if (!match) return
    const now = performance.now()
    latencies.push(now - sentAt.get(Number(match[1]))!)
    lastReceive = now
  }
  const url =
    mode === 'realtime'
      ? `ws://127.0.0.1:${server.port}/app/bench-key?protocol=7`
      : `ws://127.0.0.1:${server.port}/subscriber`
  const clients = await openClients(url, mode === 'realtime', onFrame)
  await connect?.(server.port)

  firstSend = performance.now()
  for (let id = 0; id < EVENTS; id++) {
    sentAt.set(id, performance.now())
    await publish(server.port, id)
    await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS))
  }
  const deadline = performance.now() + GRACE_MS
  while (latencies.length < EVENTS * SUBSCRIBERS && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  for (const ws of clients) ws.terminate()
  await server.stop()

  latencies.sort((a, b) => a - b)
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    perSecond: latencies.length / ((lastReceive - firstSend) / 1000),
    lost: EVENTS * SUBSCRIBERS - latencies.length,
  }
}

function print(label: string, result: Result) {
  console.log(
    `${label.padEnd(34)} p50 ${result.p50.toFixed(2).padStart(7)} ms   p99 ${result.p99
      .toFixed(2)
      .padStart(7)} ms   max ${result.max.toFixed(2).padStart(7)} ms   ` +
      `${Math.round(result.perSecond).toLocaleString('en')} deliveries/s   lost ${result.lost}`
  )
}

console.log(
  `fan-out: ${SUBSCRIBERS} subscribers, ${EVENTS} events every ${INTERVAL_MS} ms, payload ~100 B\n`
)

let pusher: Pusher | null = null
const realtime = await measure('realtime', async (port, id) => {
  pusher ??= new Pusher({
    appId: 'bench',
    key: 'bench-key',
    secret: 'bench-secret',
    host: '127.0.0.1',
    port: String(port),
    useTLS: false,
  })
  // Not awaited: the HTTP round trip is not part of delivery latency, but its server work is.
  pusher.trigger(CHANNEL, 'tick', { id, text: 'x'.repeat(80) }).catch((error) => {
    console.error('trigger failed', error.status ?? error)
  })
})
print('realtime server (HTTP API -> ws)', realtime)

let publisher: WebSocket | null = null
const bare = await measure(
  'bare',
  (_port, id) => {
    publisher!.send(
      JSON.stringify({
        event: 'tick',
        channel: CHANNEL,
        data: JSON.stringify({ id, text: 'x'.repeat(80) }),
      })
    )
  },
  async (port) => {
    publisher = new WebSocket(`ws://127.0.0.1:${port}/publisher`)
    await new Promise((resolve) => publisher!.once('open', resolve))
  }
)
publisher!.terminate()
print('bare ws broadcast loop (ws -> ws)', bare)

const ratio = realtime.p99 / bare.p99
console.log(
  `\np99 ratio realtime/bare: ${ratio.toFixed(2)}x (target <= 1.3x)   lost: ${realtime.lost} (target 0)`
)
console.log(ratio <= 1.3 && realtime.lost === 0 ? 'PASS' : 'ABOVE TARGET')
