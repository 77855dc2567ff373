import type { ChannelStats } from './channels.js'
import type { PresenceMember } from './presence.js'
import { channelKind, isValidChannelName, isValidSocketId } from './protocol.js'
import type { RevokeTarget } from './revocation.js'
import { verifyApiRequest } from './signature.js'

export interface HttpApiRequest {
  method: string
  /** Path and query string exactly as received, e.g. `/apps/1/events?auth_key=...`. */
  url: string
  /** Raw body; the signature covers its MD5, so it must not be re-serialised. */
  body: string
}

export interface HttpApiResponse {
  status: number
  /** An object is sent as JSON, a string as text/plain (the hosted API's error style). */
  body: Record<string, unknown> | string
}

/** What the HTTP API needs from the realtime server; RealtimeServer implements it. */
export interface HttpApiBackend {
  readonly appId: string
  readonly key: string
  readonly secret: string
  readonly maxMessageBytes: number
  trigger(channels: string[], event: string, data: string, exceptSocketId?: string): void
  channelStats(): Promise<Map<string, ChannelStats>>
  presenceMembers(channel: string): Promise<PresenceMember[]>
  revoke(target: RevokeTarget): void
}

/** Limits of the hosted service, which SDKs already respect. */
const MAX_CHANNELS_PER_EVENT = 100
const MAX_BATCH_EVENTS = 10
const MAX_EVENT_NAME = 200

class ApiError extends Error {
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

interface TriggerInput {
  channels: string[]
  name: string
  data: string
  socketId?: string
  info: string[]
}

function parseInfo(value: unknown): string[] {
  return typeof value === 'string' && value !== '' ? value.split(',').map((s) => s.trim()) : []
}

function readTrigger(input: unknown, maxBytes: number, allowMany: boolean): TriggerInput {
  if (!input || typeof input !== 'object') throw new ApiError(400, 'Expected a JSON object')
  const event = input as Record<string, unknown>
  const channels = allowMany && Array.isArray(event.channels) ? event.channels : [event.channel]
  if (channels.length === 0 || channels.length > MAX_CHANNELS_PER_EVENT) {
    throw new ApiError(400, `Between 1 and ${MAX_CHANNELS_PER_EVENT} channels are required`)
  }
  for (const channel of channels) {
    if (!isValidChannelName(channel)) throw new ApiError(400, `Invalid channel name: ${channel}`)
  }
  if (typeof event.name !== 'string' || event.name === '' || event.name.length > MAX_EVENT_NAME) {
    throw new ApiError(400, `Event name must be 1 to ${MAX_EVENT_NAME} characters`)
  }
  const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data ?? null)
  if (Buffer.byteLength(data) > maxBytes) {
    throw new ApiError(413, `Event data exceeds the limit of ${maxBytes} bytes`)
  }
  if (event.socket_id !== undefined && !isValidSocketId(event.socket_id)) {
    throw new ApiError(400, 'Invalid socket_id')
  }
  return {
    channels: channels as string[],
    name: event.name,
    data,
    socketId: event.socket_id as string | undefined,
    info: parseInfo(event.info),
  }
}

function channelInfo(name: string, stats: ChannelStats | undefined, info: string[]) {
  const result: Record<string, number> = {}
  if (info.includes('subscription_count')) result.subscription_count = stats?.subscriptionCount ?? 0
  if (info.includes('user_count') && channelKind(name) === 'presence') {
    result.user_count = stats?.userCount ?? 0
  }
  return result
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    throw new ApiError(400, 'Body is not valid JSON')
  }
}

async function route(
  method: string,
  rest: string,
  query: URLSearchParams,
  body: string,
  backend: HttpApiBackend
): Promise<HttpApiResponse> {
  if (rest === '/events') {
    if (method !== 'POST') throw new ApiError(405, 'Method not allowed')
    const event = readTrigger(parseJson(body), backend.maxMessageBytes, true)
    backend.trigger(event.channels, event.name, event.data, event.socketId)
    if (event.info.length === 0) return { status: 200, body: {} }
    const stats = await backend.channelStats()
    const channels = Object.fromEntries(
      event.channels.map((name) => [name, channelInfo(name, stats.get(name), event.info)])
    )
    return { status: 200, body: { channels } }
  }

  if (rest === '/batch_events') {
    if (method !== 'POST') throw new ApiError(405, 'Method not allowed')
    const batch = (parseJson(body) as { batch?: unknown } | null)?.batch
    if (!Array.isArray(batch) || batch.length === 0 || batch.length > MAX_BATCH_EVENTS) {
      throw new ApiError(400, `batch must hold 1 to ${MAX_BATCH_EVENTS} events`)
    }
    // Validate everything first so a bad entry does not leave half a batch delivered.
    const events = batch.map((entry) => readTrigger(entry, backend.maxMessageBytes, false))
    for (const event of events) {
      backend.trigger(event.channels, event.name, event.data, event.socketId)
    }
    if (events.every((event) => event.info.length === 0)) return { status: 200, body: {} }
    const stats = await backend.channelStats()
    const infos = events.map((e) => channelInfo(e.channels[0], stats.get(e.channels[0]), e.info))
    return { status: 200, body: { batch: infos } }
  }

  // Hosted Pusher's "terminate user connections": every socket of the user, on every node.
  const terminate = /^\/users\/([^/]{1,128})\/terminate_connections$/.exec(rest)
  if (terminate) {
    if (method !== 'POST') throw new ApiError(405, 'Method not allowed')
    let userId: string
    try {
      userId = decodeURIComponent(terminate[1])
    } catch {
      throw new ApiError(400, 'Invalid user id')
    }
    if (userId === '') throw new ApiError(400, 'Invalid user id')
    backend.revoke({ userId })
    return { status: 200, body: {} }
  }

  if (method !== 'GET') throw new ApiError(405, 'Method not allowed')

  if (rest === '/channels') {
    const prefix = query.get('filter_by_prefix') ?? ''
    const info = parseInfo(query.get('info'))
    if (info.includes('user_count') && !prefix.startsWith('presence-')) {
      throw new ApiError(400, 'info=user_count requires filter_by_prefix=presence-')
    }
    const channels: Record<string, Record<string, number>> = {}
    for (const [name, stats] of await backend.channelStats()) {
      if (stats.subscriptionCount > 0 && name.startsWith(prefix)) {
        channels[name] = channelInfo(name, stats, info)
      }
    }
    return { status: 200, body: { channels } }
  }

  const match = /^\/channels\/([^/]+)(\/users)?$/.exec(rest)
  if (!match) throw new ApiError(404, 'Not found')
  let name: string
  try {
    name = decodeURIComponent(match[1])
  } catch {
    throw new ApiError(400, 'Invalid channel name')
  }
  if (!isValidChannelName(name)) throw new ApiError(400, 'Invalid channel name')
  const isPresence = channelKind(name) === 'presence'

  if (match[2]) {
    if (!isPresence) throw new ApiError(400, 'Users can only be listed for presence channels')
    const members = await backend.presenceMembers(name)
    return { status: 200, body: { users: members.map((member) => ({ id: member.user_id })) } }
  }

  const info = parseInfo(query.get('info'))
  if (info.includes('user_count') && !isPresence) {
    throw new ApiError(400, 'info=user_count is only available for presence channels')
  }
  const all = await backend.channelStats()
  const stats = all.get(name)
  const occupied = (stats?.subscriptionCount ?? 0) > 0
  return { status: 200, body: { occupied, ...channelInfo(name, stats, info) } }
}

/**
 * The Pusher HTTP API (`/apps/{app_id}/...`), independent of any web framework:
 * mount it on a router or call it from a bare `http.Server`.
 */
export async function handleHttpApi(
  request: HttpApiRequest,
  backend: HttpApiBackend,
  nowSeconds?: number
): Promise<HttpApiResponse> {
  const queryStart = request.url.indexOf('?')
  const path = queryStart === -1 ? request.url : request.url.slice(0, queryStart)
  const query = new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1))
  const method = request.method.toUpperCase()

  const prefix = `/apps/${backend.appId}`
  if (!path.startsWith(`${prefix}/`)) {
    return { status: 404, body: 'Unknown app id' }
  }

  const refusal = verifyApiRequest(
    { method, path, query, body: request.body },
    { key: backend.key, secret: backend.secret, nowSeconds }
  )
  if (refusal) return { status: 401, body: refusal }

  try {
    return await route(method, path.slice(prefix.length), query, request.body, backend)
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.message }
    throw error
  }
}
