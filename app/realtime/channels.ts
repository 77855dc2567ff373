import type { Connection } from './connection.js'
import type { PresenceMember } from './presence.js'

export interface ChannelStats {
  subscriptionCount: number
  /** Only for presence channels. */
  userCount?: number
}

interface LocalChannel {
  name: string
  sockets: Set<Connection>
  /** Presence only: user id -> info and how many local sockets joined as that user. */
  users?: Map<string, { info: unknown; sockets: number }>
}

/** The channels subscribed on this process. Cluster-wide views come from the adapter. */
export class ChannelRegistry {
  readonly #channels = new Map<string, LocalChannel>()

  /** Channels with at least one socket on this process. */
  get size() {
    return this.#channels.size
  }

  /**
   * Returns the channel's name as the registry keeps it: a socket that keeps this one
   * instead of the copy parsed from its own frame saves a string per subscription.
   */
  subscribe(name: string, connection: Connection): string {
    let channel = this.#channels.get(name)
    if (!channel) {
      channel = { name, sockets: new Set() }
      this.#channels.set(name, channel)
    }
    channel.sockets.add(connection)
    return channel.name
  }

  unsubscribe(name: string, connection: Connection): boolean {
    const channel = this.#channels.get(name)
    if (!channel || !channel.sockets.delete(connection)) return false
    if (channel.sockets.size === 0) this.#channels.delete(name)
    return true
  }

  sockets(name: string): ReadonlySet<Connection> | undefined {
    return this.#channels.get(name)?.sockets
  }

  /** Returns true when this is the user's first socket on the channel in this process. */
  addMember(name: string, userId: string, info: unknown): boolean {
    const channel = this.#channels.get(name)
    if (!channel) return false
    channel.users ??= new Map()
    const user = channel.users.get(userId)
    if (user) {
      user.sockets++
      user.info = info
      return false
    }
    channel.users.set(userId, { info, sockets: 1 })
    return true
  }

  /** Returns true when the user's last socket on the channel in this process has left. */
  removeMember(name: string, userId: string): boolean {
    const users = this.#channels.get(name)?.users
    const user = users?.get(userId)
    if (!users || !user) return true
    user.sockets--
    if (user.sockets > 0) return false
    users.delete(userId)
    return true
  }

  hasMember(name: string, userId: string): boolean {
    return this.#channels.get(name)?.users?.has(userId) ?? false
  }

  members(name: string): PresenceMember[] {
    const users = this.#channels.get(name)?.users
    if (!users) return []
    return [...users].map(([userId, { info }]) => ({ user_id: userId, user_info: info }))
  }

  /** Presence user ids with their info, for re-registering after a cluster store loss. */
  *allMembers(): Generator<{ channel: string; member: PresenceMember }> {
    for (const [channel, { users }] of this.#channels) {
      if (!users) continue
      for (const [userId, { info }] of users) {
        yield { channel, member: { user_id: userId, user_info: info } }
      }
    }
  }

  stats(): Map<string, ChannelStats> {
    const result = new Map<string, ChannelStats>()
    for (const [name, channel] of this.#channels) {
      const stats: ChannelStats = { subscriptionCount: channel.sockets.size }
      if (name.startsWith('presence-')) stats.userCount = channel.users?.size ?? 0
      result.set(name, stats)
    }
    return result
  }
}
