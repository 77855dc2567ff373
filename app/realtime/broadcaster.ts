import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { channelFrame, isValidChannelName } from './protocol.js'
import { encodeClusterMessage, encodeRevocation, eventsChannel } from './redis_adapter.js'
import { grantClock, isRevokeTarget, type RevokeTarget } from './revocation.js'
import type { ChannelDefinition, EventName, EventsOf, ParamsOfChannel } from '#shared/realtime'

export interface BroadcastOptions {
  /** The socket that caused the event (X-Socket-ID from Echo): it already knows. */
  exceptSocketId?: string
}

/** Where events go: a RealtimeServer in this process, or Redis for processes without one. */
export interface BroadcastSink {
  publish(channels: string[], event: string, data: string, exceptSocketId?: string): void
  /** Ends the matching subscriptions on every node (see revocation.ts). */
  revoke?(target: RevokeTarget): void
  close?(): Promise<void>
}

export class BroadcastError extends Error {}

/* The broadcasts of one `together` call, sent when its work is done. */
interface Hold {
  open: boolean
  sends: (() => void)[]
}
const holds = new AsyncLocalStorage<Hold>()

/**
 * The one way app code announces something to browsers. Call it after the
 * change is stored: clients that miss an event fetch the state on reconnect.
 */
export class Broadcaster {
  readonly #sink: BroadcastSink
  readonly #maxMessageBytes: number

  constructor(sink: BroadcastSink, maxMessageBytes = 10240) {
    this.#sink = sink
    this.#maxMessageBytes = maxMessageBytes
  }

  broadcast(
    channels: string | string[],
    event: string,
    payload: unknown,
    options: BroadcastOptions = {}
  ) {
    const list = Array.isArray(channels) ? channels : [channels]
    for (const channel of list) {
      if (!isValidChannelName(channel)) throw new BroadcastError(`Invalid channel name ${channel}`)
    }
    const data = typeof payload === 'string' ? payload : JSON.stringify(payload ?? null)
    if (Buffer.byteLength(data) > this.#maxMessageBytes) {
      throw new BroadcastError(`Broadcast payload exceeds ${this.#maxMessageBytes} bytes`)
    }
    const hold = holds.getStore()
    const send = () => this.#sink.publish(list, event, data, options.exceptSocketId)
    if (hold?.open) hold.sends.push(send)
    else send()
  }

  /**
   * Runs `work` (and what it awaits) with its broadcasts held, then sends them in the order
   * they were made, in one synchronous run, even when `work` failed. Events of one change
   * made apart (a post's message, then every member's new counts once they are counted) then
   * leave as one Redis message, and each socket gets them in one write instead of one write
   * per event (realtime/connection.ts). Other requests' broadcasts are not held, nor are
   * revocations. Inside another `together`, the held events join that one's.
   */
  async together<T>(work: () => Promise<T>): Promise<T> {
    const hold: Hold = { open: true, sends: [] }
    const outcome = await holds.run(hold, work).then(
      (value) => ({ done: true as const, value }),
      (error: unknown) => ({ done: false as const, error })
    )
    hold.open = false
    const outer = holds.getStore()
    let unsent: { error: unknown } | null = null
    if (outer?.open) outer.sends.push(...hold.sends)
    else {
      for (const send of hold.sends) {
        try {
          send()
        } catch (error) {
          // One that cannot be sent does not keep the others back; the first failure is told.
          unsent ??= { error }
        }
      }
    }
    if (!outcome.done) throw outcome.error
    if (unsent) throw unsent.error
    return outcome.value
  }

  /* The typed way: channel, event and payload as the shared contract (shared/realtime.ts) says. */
  send<C extends ChannelDefinition<any, any>, E extends EventName<C>>(
    channel: C,
    params: ParamsOfChannel<C>,
    event: E,
    payload: EventsOf<C>[E],
    options: BroadcastOptions = {}
  ) {
    this.broadcast(channel.name(params as never), event, payload, options)
  }

  /**
   * Access has ended: every node closes the sockets holding a matching grant, and refuses
   * grants issued before now. Call it after the change is committed, so that the authorisation
   * asked for on reconnect already sees it.
   */
  revoke(target: RevokeTarget) {
    if (!isRevokeTarget(target))
      throw new BroadcastError('A revocation needs a user, session or channel')
    this.#sink.revoke?.(target)
  }

  async close() {
    await this.#sink.close?.()
  }
}

/**
 * For processes that serve no sockets (queue workers, CLI): publishes straight
 * to the channel the RealtimeServers of the cluster listen on.
 */
export function redisBroadcastSink(url: string, keyPrefix = 'realtime:'): BroadcastSink {
  const client = new Redis(url)
  const origin = `publisher-${randomBytes(6).toString('hex')}`
  return {
    publish(channels, event, data, exceptSocketId) {
      for (const channel of channels) {
        const frame = channelFrame(channel, event, data)
        const message = encodeClusterMessage(origin, { channel, frame, except: exceptSocketId })
        client.publish(eventsChannel(keyPrefix), message).catch((error) => {
          console.error('[realtime] broadcast failed', error)
        })
      }
    },
    revoke(target) {
      const message = encodeRevocation(origin, target, grantClock())
      client.publish(eventsChannel(keyPrefix), message).catch((error) => {
        console.error('[realtime] revocation failed', error)
      })
    },
    async close() {
      await client.quit()
    },
  }
}
