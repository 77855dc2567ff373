/**
 * The yardstick of the idle benchmark: a bare `ws` server with the realtime server's `ws`
 * options, holding its sockets and answering the Pusher handshake and subscriptions with
 * fixed frames, so the same clients do the same things against it. It keeps nothing else.
 */
import { randomInt } from 'node:crypto'
import type { Server } from 'node:http'
import { WebSocketServer } from 'ws'
import type { WebSocket } from 'ws'

export function attachBareIdle(server: Server) {
  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: false,
    maxPayload: 80 * 1024,
  })
  const sockets = new Set<WebSocket>()
  server.on('upgrade', (request, socket, head) => {
    wss.handleUpgrade(request, socket, head, (ws) => {
      sockets.add(ws)
      ws.on('error', () => {})
      ws.on('close', () => sockets.delete(ws))
      ws.on('message', (raw) => {
        const frame = JSON.parse(raw.toString())
        if (frame.event !== 'pusher:subscribe') return
        ws.send(
          JSON.stringify({
            event: 'pusher_internal:subscription_succeeded',
            channel: frame.data.channel,
            data: '{}',
          })
        )
      })
      const socketId = `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`
      ws.send(
        JSON.stringify({
          event: 'pusher:connection_established',
          data: JSON.stringify({ socket_id: socketId, activity_timeout: 120 }),
        })
      )
    })
  })
}
