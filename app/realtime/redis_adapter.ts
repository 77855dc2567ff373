import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import type { AdapterHost, ClusterAdapter, ClusterMessage } from './adapter.js'
import type { ChannelStats } from './channels.js'
import type { PresenceMember } from './presence.js'
import { channelFrame } from './protocol.js'
import { isRevokeTarget, type RevokeTarget } from './revocation.js'

export interface RedisAdapterOptions {
  url: string
  /** Namespaces keys and the pub/sub channel, so apps (or test runs) sharing a Redis stay apart. */
  keyPrefix?: string
  /** How often this process proves it is alive and reaps dead ones. */
  heartbeatMs?: number
  /** After this long without a heartbeat a process counts as dead and its members are removed. */
  nodeTimeoutMs?: number
  nodeId?: string
}

/**
 * Presence is kept as, per channel, user id -> number of processes holding that
 * user (`users:`) and user id -> info (`info:`), plus per process the list of
 * memberships it holds (`nm:`), so whoever notices a dead process can undo
 * exactly its share. Scripts keep each step atomic. Keys are built inside the
 * scripts, which suits a single Redis or a replica set, not Redis Cluster.
 */
const JOIN = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
redis.call('SADD', KEYS[3], ARGV[3])
return n`

const LEAVE = `
if redis.call('SREM', KEYS[3], ARGV[2]) == 0 then return 0 end
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], -1)
if n > 0 then return 0 end
redis.call('HDEL', KEYS[1], ARGV[1])
redis.call('HDEL', KEYS[2], ARGV[1])
return 1`

const SUBSCRIPTION_DELTA = `
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return n`

/** Removes every process whose heartbeat key expired; returns channel, user pairs now empty. */
const REAP = `
local prefix = ARGV[1]
local removed = {}
for _, node in ipairs(redis.call('SMEMBERS', KEYS[1])) do
  if redis.call('EXISTS', prefix .. 'node:' .. node) == 0 then
    redis.call('SREM', KEYS[1], node)
    for _, token in ipairs(redis.call('SMEMBERS', prefix .. 'nm:' .. node)) do
      local sep = string.find(token, '\\n', 1, true)
      local channel = string.sub(token, 1, sep - 1)
      local user = string.sub(token, sep + 1)
      local users = prefix .. 'users:' .. channel
      if redis.call('HINCRBY', users, user, -1) <= 0 then
        redis.call('HDEL', users, user)
        redis.call('HDEL', prefix .. 'info:' .. channel, user)
        table.insert(removed, channel)
        table.insert(removed, user)
      end
    end
    redis.call('DEL', prefix .. 'nm:' .. node, prefix .. 'subs:' .. node)
  end
end
return removed`

interface ScriptedRedis extends Redis {
  rtJoin(
    users: string,
    info: string,
    nm: string,
    user: string,
    json: string,
    token: string
  ): Promise<number>
  rtLeave(users: string, info: string, nm: string, user: string, token: string): Promise<number>
  rtSubscriptionDelta(subs: string, channel: string, delta: number): Promise<number>
  rtReap(nodes: string, prefix: string): Promise<string[]>
}

function createClient(url: string): ScriptedRedis {
  const client = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false }) as ScriptedRedis
  client.defineCommand('rtJoin', { numberOfKeys: 3, lua: JOIN })
  client.defineCommand('rtLeave', { numberOfKeys: 3, lua: LEAVE })
  client.defineCommand('rtSubscriptionDelta', { numberOfKeys: 1, lua: SUBSCRIPTION_DELTA })
  client.defineCommand('rtReap', { numberOfKeys: 1, lua: REAP })
  return client
}

export function eventsChannel(keyPrefix: string) {
  return `${keyPrefix}events`
}

/** Wire format between processes; `n` lets a process skip what it published itself. */
export function encodeClusterMessage(nodeId: string, message: ClusterMessage): string {
  return JSON.stringify({ n: nodeId, c: message.channel, f: message.frame, x: message.except })
}

/** Several frames in one Redis message (`b`), in the order they were published. */
export function encodeClusterBatch(nodeId: string, messages: ClusterMessage[]): string {
  if (messages.length === 1) return encodeClusterMessage(nodeId, messages[0])
  const batch = messages.map(({ channel, frame, except }) => ({ c: channel, f: frame, x: except }))
  return JSON.stringify({ n: nodeId, b: batch })
}

/** A revocation travels on the same channel as events, so it keeps its order with them. */
export function encodeRevocation(nodeId: string, target: RevokeTarget, at: number): string {
  return JSON.stringify({ n: nodeId, r: target, a: at })
}

export class RedisAdapter implements ClusterAdapter {
  readonly nodeId: string
  readonly #prefix: string
  readonly #heartbeatMs: number
  readonly #nodeTimeoutMs: number
  readonly #commands: ScriptedRedis
  readonly #subscriber: Redis
  #host: AdapterHost | null = null
  #heartbeat: NodeJS.Timeout | null = null
  #closed = false
  /** Frames published in the current synchronous run, sent together once it ends. */
  #outgoing: ClusterMessage[] = []
  /** How this process's own messages begin (see `#receive`). */
  readonly #ownMark: string

  constructor(options: RedisAdapterOptions) {
    this.nodeId = options.nodeId ?? randomBytes(8).toString('hex')
    this.#ownMark = `{"n":${JSON.stringify(this.nodeId)},`
    this.#prefix = options.keyPrefix ?? 'realtime:'
    this.#heartbeatMs = options.heartbeatMs ?? 5000
    this.#nodeTimeoutMs = options.nodeTimeoutMs ?? 15000
    this.#commands = createClient(options.url)
    this.#subscriber = new Redis(options.url)
  }

  async start(host: AdapterHost) {
    this.#host = host
    const onError = (error: unknown) => host.reportError(error)
    this.#commands.on('error', onError)
    this.#subscriber.on('error', onError)
    this.#subscriber.on('message', (_channel: string, raw: string) => this.#receive(raw))
    await this.#subscriber.subscribe(eventsChannel(this.#prefix))
    await this.#beat()
    this.#heartbeat = setInterval(() => {
      this.#beat().catch(onError)
    }, this.#heartbeatMs)
    this.#heartbeat.unref()
  }

  #key(kind: string, name: string) {
    return `${this.#prefix}${kind}:${name}`
  }

  /*
  | Every process hears its own publishes back (one Redis channel for all). Each message starts
  | with its sender (`{"n":"<id>"`: the encoders write `n` first), so this process's own are
  | dropped before parsing: a post's batch is every member's frames, parsed for nothing.
  */
  #receive(raw: string) {
    if (raw.startsWith(this.#ownMark)) return
    let parsed: {
      n?: string
      c?: string
      f?: string
      x?: string
      r?: unknown
      a?: unknown
      b?: { c?: unknown; f?: unknown; x?: unknown }[]
    }
    try {
      parsed = JSON.parse(raw)
    } catch {
      return
    }
    if (parsed.n === this.nodeId) return
    if (parsed.r !== undefined) {
      if (isRevokeTarget(parsed.r) && typeof parsed.a === 'number') {
        this.#host?.revoke(parsed.r, parsed.a)
      }
      return
    }
    for (const item of Array.isArray(parsed.b) ? parsed.b : [parsed]) {
      if (typeof item?.c !== 'string' || typeof item.f !== 'string') continue
      const except = typeof item.x === 'string' ? item.x : undefined
      this.#host?.deliver({ channel: item.c, frame: item.f, except })
    }
  }

  async #beat() {
    if (this.#closed) return
    const [, [, added]] = (await this.#commands
      .multi()
      .set(this.#key('node', this.nodeId), '1', 'PX', this.#nodeTimeoutMs)
      .sadd(`${this.#prefix}nodes`, this.nodeId)
      .exec()) as [unknown, [unknown, number]]
    if (added === 1) await this.#register()
    const removed = await this.#commands.rtReap(`${this.#prefix}nodes`, this.#prefix)
    for (let i = 0; i < removed.length; i += 2) {
      this.#announce(removed[i], 'pusher_internal:member_removed', { user_id: removed[i + 1] })
    }
  }

  /**
   * Writes this process's share of presence and counts. Runs at start and again
   * if another process reaped us (a long pause, a lost Redis): members who
   * became visible again are announced.
   */
  async #register() {
    const registry = this.#host!.registry
    const subsKey = this.#key('subs', this.nodeId)
    const counts = [...registry.stats()].flatMap(([name, s]) => [name, s.subscriptionCount])
    // One transaction, queued synchronously, so no concurrent delta lands between the two steps.
    const reset = this.#commands.multi().del(subsKey, this.#key('nm', this.nodeId))
    if (counts.length > 0) reset.hset(subsKey, ...counts)
    await reset.exec()
    for (const { channel, member } of registry.allMembers()) {
      const { first } = await this.join(channel, member)
      if (first) this.#announce(channel, 'pusher_internal:member_added', member)
    }
  }

  #announce(channel: string, event: string, payload: unknown) {
    const message = { channel, frame: channelFrame(channel, event, JSON.stringify(payload)) }
    this.#host?.deliver(message)
    this.publish(message)
  }

  /**
   * What is published in one synchronous run (a chat post's badges for every member) goes out
   * as one Redis message, so every other node receives and parses it once, not once per event.
   */
  publish(message: ClusterMessage) {
    if (this.#closed) return
    if (this.#outgoing.push(message) === 1) queueMicrotask(() => this.#flush())
  }

  #flush() {
    const batch = this.#outgoing
    if (batch.length === 0) return
    this.#outgoing = []
    if (this.#closed) return
    this.#commands
      .publish(eventsChannel(this.#prefix), encodeClusterBatch(this.nodeId, batch))
      .catch((error) => this.#host?.reportError(error))
  }

  publishRevocation(target: RevokeTarget, at: number) {
    if (this.#closed) return
    // After the events published before it, as they were ordered here.
    this.#flush()
    this.#commands
      .publish(eventsChannel(this.#prefix), encodeRevocation(this.nodeId, target, at))
      .catch((error) => this.#host?.reportError(error))
  }

  async join(channel: string, member: PresenceMember) {
    const count = await this.#commands.rtJoin(
      this.#key('users', channel),
      this.#key('info', channel),
      this.#key('nm', this.nodeId),
      member.user_id,
      JSON.stringify(member.user_info ?? null),
      `${channel}\n${member.user_id}`
    )
    return { first: count === 1 }
  }

  async leave(channel: string, userId: string) {
    const removed = await this.#commands.rtLeave(
      this.#key('users', channel),
      this.#key('info', channel),
      this.#key('nm', this.nodeId),
      userId,
      `${channel}\n${userId}`
    )
    return { last: removed === 1 }
  }

  async members(channel: string): Promise<PresenceMember[]> {
    const hash = await this.#commands.hgetall(this.#key('info', channel))
    return Object.entries(hash).map(([userId, info]) => ({
      user_id: userId,
      user_info: JSON.parse(info),
    }))
  }

  /*
  | Who of these users is looking, without every member's info: a user held by this process is
  | present (its share is in Redis too), and only the others are asked for, by their count of
  | processes (`users:`), so a post whose members are all on this node asks Redis nothing.
  */
  async presentAmong(channel: string, userIds: readonly string[]) {
    const registry = this.#host?.registry
    const present = new Set<string>()
    const elsewhere: string[] = []
    for (const userId of userIds) {
      if (registry?.hasMember(channel, userId)) present.add(userId)
      else elsewhere.push(userId)
    }
    if (elsewhere.length === 0) return present
    const counts = await this.#commands.hmget(this.#key('users', channel), ...elsewhere)
    counts.forEach((count, index) => {
      if (Number(count) > 0) present.add(elsewhere[index])
    })
    return present
  }

  subscriptionDelta(channel: string, delta: number) {
    if (this.#closed) return
    this.#commands
      .rtSubscriptionDelta(this.#key('subs', this.nodeId), channel, delta)
      .catch((error) => this.#host?.reportError(error))
  }

  async stats(): Promise<Map<string, ChannelStats>> {
    const nodes = await this.#commands.smembers(`${this.#prefix}nodes`)
    const pipeline = this.#commands.pipeline()
    for (const node of nodes) pipeline.hgetall(this.#key('subs', node))
    const replies = (await pipeline.exec()) ?? []
    const result = new Map<string, ChannelStats>()
    for (const [error, hash] of replies) {
      if (error) throw error
      for (const [name, count] of Object.entries(hash as Record<string, string>)) {
        const stats = result.get(name) ?? { subscriptionCount: 0 }
        stats.subscriptionCount += Number(count)
        result.set(name, stats)
      }
    }
    const presence = [...result.keys()].filter((name) => name.startsWith('presence-'))
    if (presence.length > 0) {
      const counts = this.#commands.pipeline()
      for (const name of presence) counts.hlen(this.#key('users', name))
      const lengths = (await counts.exec()) ?? []
      presence.forEach((name, index) => {
        result.get(name)!.userCount = Number(lengths[index]?.[1] ?? 0)
      })
    }
    return result
  }

  /**
   * Stops heartbeats and disconnects. The caller removes its sockets first, so
   * by now this process holds no presence; a crash skips all this and the
   * other processes reap us after nodeTimeoutMs.
   */
  async close() {
    if (this.#closed) return
    this.#flush()
    this.#closed = true
    if (this.#heartbeat) clearInterval(this.#heartbeat)
    try {
      await this.#commands
        .multi()
        .del(
          this.#key('node', this.nodeId),
          this.#key('nm', this.nodeId),
          this.#key('subs', this.nodeId)
        )
        .srem(`${this.#prefix}nodes`, this.nodeId)
        .exec()
    } finally {
      this.#subscriber.disconnect()
      await this.#commands.quit().catch(() => this.#commands.disconnect())
    }
  }

  /** Test hook: behave like a SIGKILLed process (no clean-up, heartbeats stop). */
  crash() {
    this.#closed = true
    if (this.#heartbeat) clearInterval(this.#heartbeat)
    this.#subscriber.disconnect()
    this.#commands.disconnect()
  }
}
