import type { ChannelRegistry, ChannelStats } from './channels.js'
import type { PresenceMember } from './presence.js'
import type { RevokeTarget } from './revocation.js'

/** A channel frame travelling between processes, encoded once by its sender. */
export interface ClusterMessage {
  channel: string
  frame: string
  /** socket_id that must not receive it (the sender of a client event, or a trigger's socket_id). */
  except?: string
}

export interface AdapterHost {
  readonly registry: ChannelRegistry
  /** Delivers a message published by another process to this process's subscribers. */
  deliver(message: ClusterMessage): void
  /** Applies a revocation made on another process (`at`: when it was made, in ms). */
  revoke(target: RevokeTarget, at: number): void
  reportError(error: unknown): void
}

/**
 * What a process needs to know about the others. The registry answers for this
 * process; an adapter widens presence, counts and delivery to the cluster.
 */
export interface ClusterAdapter {
  start(host: AdapterHost): Promise<void>
  publish(message: ClusterMessage): void
  /** Tells the other processes of a revocation this one has applied. */
  publishRevocation(target: RevokeTarget, at: number): void
  /** Called for a user's first socket on a channel in this process; first = first in the cluster. */
  join(channel: string, member: PresenceMember): Promise<{ first: boolean }>
  /** Called when a user's last socket on a channel in this process leaves; last = gone cluster-wide. */
  leave(channel: string, userId: string): Promise<{ last: boolean }>
  members(channel: string): Promise<PresenceMember[]>
  /** Which of these users are members of the presence channel, on any process. */
  presentAmong(channel: string, userIds: readonly string[]): Promise<Set<string>>
  subscriptionDelta(channel: string, delta: number): void
  stats(): Promise<Map<string, ChannelStats>>
  close(): Promise<void>
}

/** Single-process mode: this process is the whole cluster. */
export class LocalAdapter implements ClusterAdapter {
  #registry: ChannelRegistry | null = null

  async start(host: AdapterHost) {
    this.#registry = host.registry
  }

  publish() {}

  publishRevocation() {}

  async join() {
    return { first: true }
  }

  async leave() {
    return { last: true }
  }

  async members(channel: string) {
    return this.#registry?.members(channel) ?? []
  }

  async presentAmong(channel: string, userIds: readonly string[]) {
    return new Set(userIds.filter((userId) => this.#registry?.hasMember(channel, userId)))
  }

  subscriptionDelta() {}

  async stats() {
    return this.#registry?.stats() ?? new Map()
  }

  async close() {}
}
