import { createServer } from 'node:http'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type PusherServer from 'pusher'
import { WebSocket } from 'ws'
import { RealtimeServer } from '../../app/realtime/realtime_server.js'
import type { RealtimeServerOptions } from '../../app/realtime/realtime_server.js'
import { signSubscription } from '../../app/realtime/signature.js'

export const APP = { appId: '1', key: 'test-key', secret: 'test-secret' }

export interface Frame {
  event: string
  channel?: string
  data?: any
  user_id?: string
}

export interface TestNode {
  realtime: RealtimeServer
  server: Server
  port: number
  wsUrl: string
  close(): Promise<void>
}

/** A RealtimeServer on its own http.Server on a random port, HTTP API included. */
export async function startNode(options: Partial<RealtimeServerOptions> = {}): Promise<TestNode> {
  const realtime = new RealtimeServer({ ...APP, onError: () => {}, ...options })
  const server = createServer((request, response) => {
    if (!realtime.handleNodeRequest(request, response)) response.writeHead(404).end()
  })
  realtime.attach(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  await realtime.ready()
  const port = (server.address() as AddressInfo).port
  return {
    realtime,
    server,
    port,
    wsUrl: `ws://127.0.0.1:${port}/app/${APP.key}?protocol=7&client=js&version=8.6.0`,
    async close() {
      await realtime.close()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

function decode(raw: string): Frame {
  const frame = JSON.parse(raw)
  if (typeof frame.data === 'string') {
    try {
      frame.data = JSON.parse(frame.data)
    } catch {}
  }
  return frame
}

/** A raw protocol client that records every frame and lets a test wait for one. */
export class RawClient {
  readonly ws: WebSocket
  readonly frames: Frame[] = []
  socketId = ''
  readonly closed: Promise<{ code: number; reason: string }>
  #waiters: Array<() => void> = []

  constructor(url: string) {
    this.ws = new WebSocket(url)
    this.ws.on('message', (raw) => {
      this.frames.push(decode(raw.toString()))
      for (const wake of this.#waiters.splice(0)) wake()
    })
    this.ws.on('error', () => {})
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() })
        for (const wake of this.#waiters.splice(0)) wake()
      })
    })
  }

  static async connect(url: string) {
    const client = new RawClient(url)
    const established = await client.next((f) => f.event === 'pusher:connection_established')
    client.socketId = established.data.socket_id
    return client
  }

  send(frame: unknown) {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  }

  /** Resolves with (and consumes) the first recorded frame that matches. */
  next(match: (frame: Frame) => boolean, timeoutMs = 3000): Promise<Frame> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(
          new Error(`No matching frame within ${timeoutMs} ms; got ${JSON.stringify(this.frames)}`)
        )
      }, timeoutMs)
      const check = () => {
        const index = this.frames.findIndex(match)
        if (index !== -1) {
          clearTimeout(timer)
          resolve(this.frames.splice(index, 1)[0])
        } else {
          this.#waiters.push(check)
        }
      }
      check()
    })
  }

  async dataOf(match: (frame: Frame) => boolean, timeoutMs?: number) {
    const frame = await this.next(match, timeoutMs)
    return frame.data
  }

  /** Sends a ping and waits for its pong: everything the server sent before is then recorded. */
  async flush() {
    this.send({ event: 'pusher:ping', data: {} })
    await this.next((f) => f.event === 'pusher:pong')
  }

  has(match: (frame: Frame) => boolean) {
    return this.frames.some(match)
  }

  subscribe(channel: string, channelData?: unknown) {
    const data: Record<string, unknown> = { channel }
    if (!channel.startsWith('private-') && !channel.startsWith('presence-')) {
      this.send({ event: 'pusher:subscribe', data })
      return
    }
    const encoded = channelData === undefined ? undefined : JSON.stringify(channelData)
    data.auth = signSubscription(APP.key, APP.secret, this.socketId, channel, encoded)
    if (encoded !== undefined) data.channel_data = encoded
    this.send({ event: 'pusher:subscribe', data })
  }

  async subscribed(channel: string, channelData?: unknown) {
    this.subscribe(channel, channelData)
    return this.next(
      (f) => f.event === 'pusher_internal:subscription_succeeded' && f.channel === channel
    )
  }

  close() {
    this.ws.close()
  }
}

/** GET through the official SDK, parsed. */
export async function getJson(sdk: PusherServer, path: string, params?: Record<string, string>) {
  const response = await sdk.get({ path, params })
  return response.json()
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      return await check()
    } catch (error) {
      if (Date.now() > deadline) throw error
      await sleep(50)
    }
  }
}
