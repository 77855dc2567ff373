import { randomInt } from 'node:crypto'
import type { IncomingMessage, Server as HttpServer, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { RawData, WebSocket } from 'ws'
import { LocalAdapter } from './adapter.js'
import type { AdapterHost, ClusterAdapter, ClusterMessage } from './adapter.js'
import { ChannelRegistry } from './channels.js'
import type { ChannelStats } from './channels.js'
import { Connection, RealtimeSocket, subscription, textFrame } from './connection.js'
import { handleHttpApi } from './http_api.js'
import type { HttpApiBackend, HttpApiRequest, HttpApiResponse } from './http_api.js'
import { parseChannelData, presenceSnapshot } from './presence.js'
import type { PresenceMember } from './presence.js'
import {
  ErrorCode,
  channelFrame,
  channelKind,
  encodeFrame,
  errorFrame,
  isValidChannelName,
} from './protocol.js'
import { RedisAdapter } from './redis_adapter.js'
import { GRANT_WINDOW_MS, RevocationLog, grantClock, matches, parseGrant } from './revocation.js'
import type { Grant, RevokeTarget } from './revocation.js'
import { verifySubscription } from './signature.js'

export interface RealtimeServerOptions {
  appId: string
  key: string
  secret: string
  /** Largest client frame and largest event `data`, in bytes. */
  maxMessageBytes?: number
  /** Seconds of client silence before the server pings; also told to clients. */
  activityTimeout?: number
  /** Seconds to wait for any reply to our ping before closing with 4201. */
  pongTimeout?: number
  /** One sweep over all sockets this often handles pings and stale sockets. */
  sweepIntervalMs?: number
  /** Per process; 0 or undefined means unlimited. */
  maxConnections?: number
  clientEventsPerSecond?: number
  /** Enables scale-out: processes sharing this Redis share one channel space. */
  redisUrl?: string
  redisKeyPrefix?: string
  heartbeatMs?: number
  nodeTimeoutMs?: number
  /** Overrides the adapter chosen from redisUrl (tests, other back-ends). */
  adapter?: ClusterAdapter
  onError?: (error: unknown) => void
}

export interface AttachOptions {
  /** Destroy upgrade requests for other paths (default). Turn off when another listener owns them. */
  destroyUnknownUpgrades?: boolean
}

export class RealtimeError extends Error {}

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void

/** Frames above maxMessageBytes get a 4300 error; above this the socket is closed with 1009. */
const HARD_FRAME_LIMIT_FACTOR = 8
/** Largest HTTP API body read by handleNodeRequest (a full batch of ten 10 KB events fits). */
const MAX_HTTP_BODY_BYTES = 1024 * 1024
/** A socket whose unsent data grows past this is too slow to keep up and is dropped (4100, retry later). */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024
const CLOSING_GRACE_MS = 5000

const PING = encodeFrame({ event: 'pusher:ping', data: {} })
const PONG = encodeFrame({ event: 'pusher:pong', data: {} })
const PATH_PREFIX = '/app/'

function ignore() {}

/** The sockets are made by our WebSocketServer, whose class is RealtimeSocket (types: not generic). */
function connectionOf(ws: WebSocket) {
  return (ws as RealtimeSocket).connection!
}

function onPong(this: WebSocket) {
  connectionOf(this).touch(Date.now())
}

function newSocketId() {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`
}

function subscriptionError(channel: string, status: number, type: string, error: string) {
  return encodeFrame({
    event: 'pusher:subscription_error',
    channel,
    data: { type, error, status },
  })
}

/**
 * A Pusher Channels (protocol 7) server for one app, attachable to any Node
 * HTTP server. Knows nothing of the web framework.
 */
export class RealtimeServer implements HttpApiBackend {
  readonly appId: string
  readonly key: string
  readonly secret: string
  readonly maxMessageBytes: number
  readonly registry = new ChannelRegistry()

  readonly #activityTimeoutMs: number
  readonly #activityTimeoutSeconds: number
  readonly #pongTimeoutMs: number
  readonly #maxConnections: number
  readonly #clientEventsPerSecond: number
  readonly #connections = new Map<string, Connection>()
  readonly #closingSince = new Map<Connection, number>()
  readonly #revocations = new RevocationLog()
  readonly #pendingWork = new Set<Promise<unknown>>()
  readonly #wss: WebSocketServer
  readonly #onSocketMessage: (this: WebSocket, raw: RawData, isBinary: boolean) => void
  readonly #onSocketClose: (this: WebSocket) => void
  readonly #adapter: ClusterAdapter
  readonly #started: Promise<void>
  readonly #sweep: NodeJS.Timeout
  readonly #onError: (error: unknown) => void
  #attached: { server: HttpServer; listener: UpgradeListener } | null = null
  #closing = false

  constructor(options: RealtimeServerOptions) {
    this.appId = String(options.appId)
    this.key = options.key
    this.secret = options.secret
    this.maxMessageBytes = options.maxMessageBytes ?? 10240
    this.#activityTimeoutSeconds = options.activityTimeout ?? 120
    this.#activityTimeoutMs = this.#activityTimeoutSeconds * 1000
    this.#pongTimeoutMs = (options.pongTimeout ?? 30) * 1000
    this.#maxConnections = options.maxConnections || Infinity
    this.#clientEventsPerSecond = options.clientEventsPerSecond ?? 10
    this.#onError = options.onError ?? ((error) => console.error('[realtime]', error))

    this.#wss = new WebSocketServer({
      WebSocket: RealtimeSocket,
      noServer: true,
      clientTracking: false,
      perMessageDeflate: false,
      maxPayload: Math.max(this.maxMessageBytes * HARD_FRAME_LIMIT_FACTOR, 64 * 1024),
    })

    const server = this
    this.#onSocketMessage = function (raw, isBinary) {
      server.#receive(connectionOf(this), raw, isBinary)
    }
    this.#onSocketClose = function () {
      server.#onClose(connectionOf(this))
    }

    this.#adapter =
      options.adapter ??
      (options.redisUrl
        ? new RedisAdapter({
            url: options.redisUrl,
            keyPrefix: options.redisKeyPrefix,
            heartbeatMs: options.heartbeatMs,
            nodeTimeoutMs: options.nodeTimeoutMs,
          })
        : new LocalAdapter())
    const host: AdapterHost = {
      registry: this.registry,
      deliver: (message) => this.#deliver(message),
      revoke: (target, at) => this.#revokeLocally(target, at),
      reportError: (error) => this.#onError(error),
    }
    this.#started = this.#adapter.start(host)
    this.#started.catch((error) => this.#onError(error))

    const sweepMs =
      options.sweepIntervalMs ??
      Math.max(100, Math.min(5000, this.#activityTimeoutMs / 2, this.#pongTimeoutMs / 2))
    this.#sweep = setInterval(() => this.#sweepConnections(), sweepMs)
    this.#sweep.unref()
  }

  /** Resolves once the cluster adapter is connected (immediately without Redis). */
  ready(): Promise<void> {
    return this.#started
  }

  get connectionCount() {
    return this.#connections.size
  }

  attach(server: HttpServer, options: AttachOptions = {}) {
    const destroyUnknown = options.destroyUnknownUpgrades ?? true
    const listener: UpgradeListener = (request, socket, head) => {
      const url = request.url ?? '/'
      if (!url.startsWith(PATH_PREFIX)) {
        if (destroyUnknown) socket.destroy()
        return
      }
      if (this.#closing) {
        socket.destroy()
        return
      }
      this.#wss.handleUpgrade(request, socket, head, (ws) =>
        this.#accept(ws as RealtimeSocket, url, socket)
      )
    }
    server.on('upgrade', listener)
    this.#attached = { server, listener }
  }

  #accept(ws: RealtimeSocket, url: string, socket: Duplex) {
    const queryStart = url.indexOf('?')
    const appKey = safeDecode(
      url.slice(PATH_PREFIX.length, queryStart === -1 ? undefined : queryStart)
    )
    const query = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1))
    const protocol = Number(query.get('protocol') ?? 7)

    // Close reasons are capped at 123 bytes by the protocol, so they stay short and fixed.
    const refuse = (code: number, message: string) => {
      ws.on('error', ignore)
      ws.send(errorFrame(code, message))
      ws.close(code, message)
    }
    if (appKey !== this.key) return refuse(ErrorCode.appNotFound, 'Unknown app key')
    if (!(protocol >= 5 && protocol <= 7)) {
      return refuse(ErrorCode.unsupportedProtocol, 'Unsupported protocol version')
    }
    if (this.#connections.size >= this.#maxConnections) {
      return refuse(ErrorCode.overQuota, 'Connection quota exceeded')
    }

    let id = newSocketId()
    while (this.#connections.has(id)) id = newSocketId()
    const connection = new Connection(id, ws, Date.now(), socket)
    this.#connections.set(id, connection)

    ws.connection = connection
    ws.on('message', this.#onSocketMessage)
    ws.on('pong', onPong)
    ws.on('error', ignore)
    ws.on('close', this.#onSocketClose)

    connection.send(
      encodeFrame({
        event: 'pusher:connection_established',
        data: JSON.stringify({ socket_id: id, activity_timeout: this.#activityTimeoutSeconds }),
      })
    )
  }

  #onClose(connection: Connection) {
    connection.closed = true
    this.#closingSince.delete(connection)
    if (!this.#connections.delete(connection.id)) return
    for (const channel of [...connection.subscriptions.keys()]) {
      this.#unsubscribe(connection, channel)
    }
  }

  #receive(connection: Connection, raw: RawData, isBinary: boolean) {
    // One client's frame must never take the process down with it.
    try {
      this.#onMessage(connection, raw, isBinary)
    } catch (error) {
      this.#onError(error)
      connection.send(errorFrame(ErrorCode.badFrame, 'Could not process the message'))
    }
  }

  #onMessage(connection: Connection, raw: RawData, isBinary: boolean) {
    connection.touch(Date.now())
    const bytes = Buffer.isBuffer(raw)
      ? raw
      : Array.isArray(raw)
        ? Buffer.concat(raw)
        : Buffer.from(raw)
    if (bytes.length > this.maxMessageBytes) {
      return connection.send(
        errorFrame(ErrorCode.messageTooLarge, `Message exceeds ${this.maxMessageBytes} bytes`)
      )
    }
    let message: { event?: unknown; channel?: unknown; data?: unknown } | null = null
    try {
      if (!isBinary) message = JSON.parse(bytes.toString('utf8'))
    } catch {}
    if (!message || typeof message !== 'object' || typeof message.event !== 'string') {
      return connection.send(
        errorFrame(ErrorCode.badFrame, 'Expected a JSON text frame with an "event" field')
      )
    }

    const event = message.event
    if (event === 'pusher:ping') return connection.send(PONG)
    if (event === 'pusher:pong') return
    if (event === 'pusher:subscribe') return this.#subscribe(connection, readData(message.data))
    if (event === 'pusher:unsubscribe') {
      const channel = readData(message.data).channel
      if (typeof channel === 'string') this.#unsubscribe(connection, channel)
      return
    }
    if (event.startsWith('client-')) return this.#clientEvent(connection, event, message)
    connection.send(errorFrame(ErrorCode.badFrame, `Unsupported event ${event.slice(0, 64)}`))
  }

  #subscribe(connection: Connection, data: Record<string, unknown>) {
    const channel = data.channel
    if (!isValidChannelName(channel)) {
      return connection.send(errorFrame(ErrorCode.badFrame, 'Invalid channel name'))
    }
    const kind = channelKind(channel)
    const channelData = typeof data.channel_data === 'string' ? data.channel_data : undefined
    let grant: Grant | null = null
    if (kind !== 'public') {
      const sign = (signedData?: string) =>
        verifySubscription(this.key, this.secret, data.auth, connection.id, channel, signedData)
      // A private channel's standard signature covers no channel_data; the app's cover its grant.
      const signedWithData = channelData !== undefined && sign(channelData)
      const signed = signedWithData || (kind === 'private' && sign())
      if (!signed) {
        return connection.send(subscriptionError(channel, 401, 'AuthError', 'Invalid signature'))
      }
      if (signedWithData) grant = parseGrant(channelData)
      const refusal = grant && this.#grantRefusal(grant, channel)
      if (refusal) return connection.send(refusal)
    }

    if (kind === 'presence') {
      const member = parseChannelData(channelData)
      if (!member) {
        return connection.send(
          subscriptionError(channel, 400, 'AuthError', 'channel_data must hold a user_id')
        )
      }
      return this.#track(this.#subscribePresence(connection, channel, member, grant))
    }

    // Subscribing again keeps the grant of the newest authorisation.
    if (connection.subscriptions.has(channel)) {
      connection.subscriptions.set(channel, subscription(grant))
    } else {
      const name = this.registry.subscribe(channel, connection)
      connection.subscriptions.set(name, subscription(grant))
      this.#adapter.subscriptionDelta(name, 1)
    }
    connection.send(channelFrame(channel, 'pusher_internal:subscription_succeeded', '{}'))
  }

  #grantRefusal(grant: Grant, channel: string): string | null {
    const now = grantClock()
    if (Math.abs(now - grant.issuedAt) > GRANT_WINDOW_MS) {
      // Not final: the client asks for a fresh authorisation and tries again.
      return subscriptionError(channel, 408, 'AuthError', 'Authorisation expired')
    }
    if (this.#revocations.covers(grant, channel, now)) {
      return subscriptionError(channel, 403, 'AuthError', 'Access revoked')
    }
    return null
  }

  async #subscribePresence(
    connection: Connection,
    channel: string,
    member: PresenceMember,
    grant: Grant | null
  ) {
    const joined = connection.subscriptions.get(channel)
    const rejoin = joined !== undefined
    if (rejoin) {
      // Still the member it joined as; the grant is the newest authorisation's.
      connection.subscriptions.set(channel, subscription(grant, joined.userId))
    } else {
      // Hold channel traffic until the member list is out, so the client never
      // sees a member event before the list it applies to.
      connection.holdChannel(channel)
      channel = this.registry.subscribe(channel, connection)
      connection.subscriptions.set(channel, subscription(grant, member.user_id))
      this.#adapter.subscriptionDelta(channel, 1)
    }
    try {
      const localFirst =
        !rejoin && this.registry.addMember(channel, member.user_id, member.user_info)
      const { first } = localFirst ? await this.#adapter.join(channel, member) : { first: false }
      const members = await this.#adapter.members(channel)
      if (!connection.subscriptions.has(channel)) return
      const succeeded = channelFrame(
        channel,
        'pusher_internal:subscription_succeeded',
        presenceSnapshot(members)
      )
      if (rejoin) connection.send(succeeded)
      else connection.releaseChannel(channel, succeeded)
      if (first) {
        this.#publishFrame(
          channel,
          channelFrame(channel, 'pusher_internal:member_added', JSON.stringify(member)),
          connection.id
        )
      }
    } catch (error) {
      this.#onError(error)
      if (!connection.subscriptions.has(channel)) return
      this.#unsubscribe(connection, channel)
      connection.send(subscriptionError(channel, 503, 'ServerError', 'Presence is unavailable'))
    }
  }

  #unsubscribe(connection: Connection, channel: string) {
    const held = connection.subscriptions.get(channel)
    if (!held) return
    connection.subscriptions.delete(channel)
    connection.dropHeld(channel)
    this.registry.unsubscribe(channel, connection)
    this.#adapter.subscriptionDelta(channel, -1)
    const userId = held.userId
    if (userId === undefined) return
    if (!this.registry.removeMember(channel, userId)) return
    this.#track(
      this.#adapter.leave(channel, userId).then(({ last }) => {
        if (!last) return
        const payload = JSON.stringify({ user_id: userId })
        this.#publishFrame(
          channel,
          channelFrame(channel, 'pusher_internal:member_removed', payload)
        )
      })
    )
  }

  #clientEvent(
    connection: Connection,
    event: string,
    message: { channel?: unknown; data?: unknown }
  ) {
    const channel = message.channel
    const kind = typeof channel === 'string' ? channelKind(channel) : 'public'
    const held = typeof channel === 'string' ? connection.subscriptions.get(channel) : undefined
    const userId = held?.userId
    const allowed =
      typeof channel === 'string' &&
      kind !== 'public' &&
      held !== undefined &&
      (kind === 'private' || userId !== undefined)
    if (!allowed) {
      return connection.send(
        errorFrame(
          ErrorCode.unauthorized,
          'Client events need a subscribed private or presence channel'
        )
      )
    }
    if (held.grant?.readOnly) {
      return connection.send(
        errorFrame(ErrorCode.unauthorized, 'Client events are not allowed on this channel')
      )
    }
    if (!connection.allowClientEvent(Date.now(), this.#clientEventsPerSecond)) {
      return connection.send(
        errorFrame(
          ErrorCode.rateLimited,
          `Client event rejected: more than ${this.#clientEventsPerSecond} per second`
        )
      )
    }
    const frame = encodeFrame({ event, channel, data: message.data, user_id: userId })
    this.#publishFrame(channel, frame, connection.id)
  }

  #publishFrame(channel: string, frame: string, except?: string) {
    const message = { channel, frame, except }
    this.#deliver(message)
    this.#adapter.publish(message)
  }

  #deliver({ channel, frame, except }: ClusterMessage) {
    const sockets = this.registry.sockets(channel)
    if (!sockets) return
    // Framed once, the same bytes go to every socket.
    const framed = textFrame(frame)
    for (const connection of sockets) {
      if (connection.id === except) continue
      if (connection.ws.bufferedAmount > MAX_BUFFERED_BYTES) {
        connection.close(ErrorCode.overCapacity, 'Client too slow to keep up')
        continue
      }
      connection.sendOnChannel(channel, frame, framed)
    }
  }

  /**
   * Sends an event to every subscriber of the channels, on every process.
   * `data` that is not a string is JSON-encoded, as Laravel's broadcaster does.
   */
  publish(channels: string | string[], event: string, data: unknown, exceptSocketId?: string) {
    const list = Array.isArray(channels) ? channels : [channels]
    const encoded = typeof data === 'string' ? data : JSON.stringify(data ?? null)
    if (Buffer.byteLength(encoded) > this.maxMessageBytes) {
      throw new RealtimeError(`Event data exceeds ${this.maxMessageBytes} bytes`)
    }
    for (const channel of list) {
      if (!isValidChannelName(channel)) throw new RealtimeError(`Invalid channel name ${channel}`)
    }
    for (const channel of list) {
      this.#publishFrame(channel, channelFrame(channel, event, encoded), exceptSocketId)
    }
  }

  trigger(channels: string[], event: string, data: string, exceptSocketId?: string) {
    this.publish(channels, event, data, exceptSocketId)
  }

  /**
   * Access has ended (see revocation.ts): on every process, sockets holding a matching
   * subscription are closed with 4200, so pusher-js reconnects at once and authorises each
   * channel again, and grants issued before now are refused from here on.
   */
  revoke(target: RevokeTarget) {
    const at = grantClock()
    this.#revokeLocally(target, at)
    this.#adapter.publishRevocation(target, at)
  }

  #revokeLocally(target: RevokeTarget, at: number) {
    this.#revocations.add(target, at)
    for (const connection of [...this.#connections.values()]) {
      const hit = [...connection.subscriptions].some(([channel, { grant, userId }]) =>
        matches(target, channel, grant?.subject ?? userId, grant?.session)
      )
      if (!hit) continue
      connection.close(ErrorCode.accessChanged, 'Access changed')
      // Out of every channel now, not when the client answers the close frame.
      this.#onClose(connection)
      setTimeout(() => connection.ws.terminate(), CLOSING_GRACE_MS).unref()
    }
  }

  channelStats(): Promise<Map<string, ChannelStats>> {
    return this.#adapter.stats()
  }

  presenceMembers(channel: string): Promise<PresenceMember[]> {
    return this.#adapter.members(channel)
  }

  /** Which of these user ids are present on the channel (cluster-wide with Redis). */
  presentAmong(channel: string, userIds: readonly string[]): Promise<Set<string>> {
    return this.#adapter.presentAmong(channel, userIds)
  }

  handleHttpApi(request: HttpApiRequest): Promise<HttpApiResponse> {
    return handleHttpApi(request, this)
  }

  /**
   * Serves the HTTP API from a bare Node server (tests, benchmarks, a
   * standalone process). Returns false for paths it does not own.
   */
  handleNodeRequest(request: IncomingMessage, response: ServerResponse): boolean {
    if (!request.url?.startsWith('/apps/')) return false
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_HTTP_BODY_BYTES) chunks.push(chunk)
    })
    request.on('end', () => {
      const reply = (status: number, body: HttpApiResponse['body']) => {
        const text = typeof body === 'string' ? body : JSON.stringify(body)
        const type = typeof body === 'string' ? 'text/plain' : 'application/json'
        response.writeHead(status, { 'content-type': `${type}; charset=utf-8` }).end(text)
      }
      if (size > MAX_HTTP_BODY_BYTES) return reply(413, 'Request body too large')
      const body = Buffer.concat(chunks).toString('utf8')
      this.handleHttpApi({ method: request.method ?? 'GET', url: request.url!, body }).then(
        (result) => reply(result.status, result.body),
        (error) => {
          this.#onError(error)
          reply(500, 'Internal error')
        }
      )
    })
    return true
  }

  #sweepConnections() {
    const now = Date.now()
    for (const connection of this.#connections.values()) {
      if (connection.closed) {
        // A peer that never answers our close frame would otherwise linger.
        const since = this.#closingSince.get(connection)
        if (since === undefined) this.#closingSince.set(connection, now)
        else if (now - since > CLOSING_GRACE_MS) connection.ws.terminate()
      } else if (connection.pingSentAt !== 0) {
        if (now - connection.pingSentAt >= this.#pongTimeoutMs) {
          connection.close(ErrorCode.pongTimeout, 'Pong reply not received')
        }
      } else if (now - connection.lastActivityAt >= this.#activityTimeoutMs) {
        connection.pingSentAt = now
        connection.send(PING)
      }
    }
  }

  #track(work: Promise<unknown>) {
    const tracked = work.catch((error) => this.#onError(error))
    this.#pendingWork.add(tracked)
    tracked.finally(() => this.#pendingWork.delete(tracked))
  }

  /**
   * Closes every socket (clients reconnect elsewhere), announces departures,
   * then leaves the cluster. The HTTP server itself stays the caller's.
   */
  async close() {
    if (this.#closing) return
    this.#closing = true
    clearInterval(this.#sweep)
    if (this.#attached) this.#attached.server.off('upgrade', this.#attached.listener)
    const connections = [...this.#connections.values()]
    for (const connection of connections) {
      connection.close(ErrorCode.restarting, 'Server shutting down')
      this.#onClose(connection)
    }
    await this.#started.catch(() => {})
    while (this.#pendingWork.size > 0) await Promise.all(this.#pendingWork)
    await this.#adapter.close()
    // The close frames went out above; waiting for every peer's reply could stall shutdown.
    for (const connection of connections) connection.ws.terminate()
    this.#wss.close()
  }
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** pusher-js sends `data` as an object; some clients send it JSON-encoded. */
function readData(data: unknown): Record<string, unknown> {
  if (typeof data === 'string') {
    try {
      data = JSON.parse(data)
    } catch {
      return {}
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : {}
}
