/**
 * The server side of the realtime benchmarks, in its own process so its
 * memory and CPU can be read from /proc and it does not share an event loop
 * with the clients. Usage: server_process.ts realtime|bare|idle-bare. Prints "PORT <n>".
 * Started with an IPC channel, it answers "memory" with process.memoryUsage(), after a full
 * garbage collection when run with --expose-gc, and "snapshot" with a heap snapshot's path.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8'

const mode = process.argv[2] ?? 'realtime'
const server = createServer()

if (process.send) {
  process.on('message', (request) => {
    if (request === 'memory') {
      // Twice: the first pass can leave objects whose finalisers free more on the second.
      globalThis.gc?.()
      globalThis.gc?.()
      process.send!({
        memory: process.memoryUsage(),
        spaces: Object.fromEntries(
          getHeapSpaceStatistics().map((space) => [space.space_name, space.physical_space_size])
        ),
      })
    } else if (request === 'snapshot') {
      process.send!({ snapshot: writeHeapSnapshot() })
    }
  })
  // The channel must not keep the process alive once the server is closed.
  process.channel?.unref()
}

if (mode === 'idle-bare') {
  const { attachBareIdle } = await import('./bare_idle.ts')
  attachBareIdle(server)
} else if (mode === 'bare') {
  // The baseline: a plain ws broadcast loop, the least a fan-out can cost.
  const { WebSocketServer } = await import('ws')
  const wss = new WebSocketServer({ server, perMessageDeflate: false })
  wss.on('connection', (socket, request) => {
    if (!request.url?.startsWith('/publisher')) return
    socket.on('message', (data) => {
      const frame = data.toString()
      for (const client of wss.clients) if (client !== socket) client.send(frame)
    })
  })
} else {
  await import('@poppinss/ts-exec')
  const { RealtimeServer } = await import('../../app/realtime/realtime_server.js')
  const realtime = new RealtimeServer({
    appId: 'bench',
    key: 'bench-key',
    secret: 'bench-secret',
    redisUrl: process.env.REDIS_URL,
    redisKeyPrefix: `bench-${process.pid}:`,
  })
  server.on('request', (request, response) => {
    if (!realtime.handleNodeRequest(request, response)) response.writeHead(404).end()
  })
  realtime.attach(server)
  await realtime.ready()
  process.on('SIGTERM', () => realtime.close().then(() => process.exit(0)))
}

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`PORT ${(server.address() as AddressInfo).port}\n`)
})
