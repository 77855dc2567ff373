/**
 * The chat benches' ceiling, measured in the same run: a bare `ws` server (no channels, no
 * auth, no database) broadcasting the same payloads at the same rate to as many sockets as one
 * message reaches in the app. The least a fan-out can cost on this machine.
 */
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import { WebSocket } from 'ws'
import { spawnServer } from '../realtime/spawn_server.ts'
import { numberOf, percentile } from './members.ts'

/* The same payloads, at the same rate, to as many plain `ws` sockets from a bare broadcast loop. */
export async function bareCeiling(
  sample: string,
  sockets: number,
  rate: number,
  seconds: number
): Promise<{ p50: number; p99: number; lost: number }> {
  const server = await spawnServer('bare')
  const url = `ws://127.0.0.1:${server.port}`
  const sentAt = new Map<number, number>()
  const latencies: number[] = []
  const received = new Map<number, number>()
  const clients: WebSocket[] = []
  for (let index = 0; index < sockets; index++) {
    const ws = new WebSocket(url, { perMessageDeflate: false })
    clients.push(ws)
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { data: string }
      const n = numberOf((JSON.parse(frame.data) as { text: string }).text)
      if (n === null) return
      latencies.push(performance.now() - sentAt.get(n)!)
      received.set(n, (received.get(n) ?? 0) + 1)
    })
    await new Promise((resolve, reject) => {
      ws.once('open', resolve)
      ws.once('error', reject)
    })
  }
  const publisher = new WebSocket(`${url}/publisher`, { perMessageDeflate: false })
  await new Promise((resolve) => publisher.once('open', resolve))
  const template = JSON.parse(sample) as Record<string, unknown>
  const total = rate * seconds
  const started = performance.now()
  for (let n = 0; n < total; n++) {
    const wait = started + (n * 1000) / rate - performance.now()
    if (wait > 0) await sleep(wait)
    const payload = JSON.stringify({ ...template, id: n + 1, text: `bench ${n}` })
    sentAt.set(n, performance.now())
    publisher.send(
      JSON.stringify({ event: 'message.created', channel: 'presence-project.1', data: payload })
    )
  }
  await sleep(1000)
  latencies.sort((a, b) => a - b)
  let lost = 0
  for (let n = 0; n < total; n++) lost += sockets - Math.min(sockets, received.get(n) ?? 0)
  for (const ws of clients) ws.terminate()
  publisher.terminate()
  await server.stop()
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), lost }
}
