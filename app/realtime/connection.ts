import type { Duplex } from 'node:stream'
import { WebSocket } from 'ws'
import type { Grant } from './revocation.js'

/** Sending a pre-encoded Buffer as text lets one encoding serve every subscriber. */
const TEXT_FRAME = { binary: false } as const

/** What a socket holds for one channel it is subscribed to. */
export interface Subscription {
  /** The grant it was authorised with (app-issued authorisations carry one). */
  readonly grant: Grant | null
  /** Presence channels only: the user id the socket joined as. */
  readonly userId?: string
}

/*
| A broadcast's frame, header and payload in one Buffer, made once for all its sockets: through
| `ws.send` every socket got a header of its own and two writes (header, then payload). The
| server never compresses (perMessageDeflate: false) and, as a server, never masks, so these are
| the bytes ws would send (RFC 6455 §5.2: FIN and the text opcode, then the length).
*/
export function textFrame(payload: string): Buffer {
  const length = Buffer.byteLength(payload)
  const header = length < 126 ? 2 : length < 65536 ? 4 : 10
  const bytes = Buffer.allocUnsafe(header + length)
  bytes[0] = 0x81
  if (header === 2) {
    bytes[1] = length
  } else if (header === 4) {
    bytes[1] = 126
    bytes.writeUInt16BE(length, 2)
  } else {
    bytes[1] = 127
    bytes.writeBigUInt64BE(BigInt(length), 2)
  }
  bytes.write(payload, header)
  return bytes
}

/** Most subscriptions hold nothing, and share this one. */
const PLAIN: Subscription = Object.freeze({ grant: null })

export function subscription(grant: Grant | null, userId?: string): Subscription {
  return grant === null && userId === undefined ? PLAIN : { grant, userId }
}

/**
 * The server's sockets carry their connection, so one set of listeners serves
 * them all (a socket's own closures and their context cost about 300 bytes).
 */
export class RealtimeSocket extends WebSocket {
  connection: Connection | null = null
}

/**
 * One client socket. Holds no timers: the server sweeps all connections on one
 * interval, which keeps thousands of idle sockets cheap. Its state for all its
 * channels is one map, as every Map or Set costs about 180 bytes even when small.
 */
export class Connection {
  readonly id: string
  readonly ws: WebSocket
  readonly subscriptions = new Map<string, Subscription>()
  lastActivityAt: number
  pingSentAt = 0
  closed = false

  #windowStartedAt = 0
  #windowCount = 0
  /** Events held back until a pending subscription has been confirmed to the client. */
  #pending: Map<string, string[]> | null = null

  /** The socket under `ws`, corked while one synchronous run sends to it (see `send`). */
  readonly #socket: Duplex | null
  #corked = false

  constructor(id: string, ws: WebSocket, now: number, socket: Duplex | null = null) {
    this.id = id
    this.ws = ws
    this.lastActivityAt = now
    this.#socket = socket
  }

  touch(now: number) {
    this.lastActivityAt = now
    this.pingSentAt = 0
  }

  /*
  | Frames sent to one socket in one synchronous run (a broadcast of several events, a batch
  | from another node) leave in one write: the socket is corked at the first and uncorked once
  | the run is over, so the kernel is called once, not once per frame. Order is kept.
  */
  send(frame: string | Buffer) {
    if (this.closed) return
    this.#cork()
    this.ws.send(frame, TEXT_FRAME)
  }

  /*
  | A frame made by `textFrame`, written as it is. Only while the socket is open: otherwise ws
  | decides what sending means (nothing once it is closing), as `send` leaves it to.
  */
  #sendFramed(framed: Buffer, frame: string) {
    if (this.closed) return
    if (!this.#socket || this.ws.readyState !== WebSocket.OPEN) return this.send(frame)
    this.#cork()
    this.#socket.write(framed)
  }

  #cork() {
    if (this.#socket && !this.#corked) {
      this.#corked = true
      this.#socket.cork()
      if (Connection.#corkedNow.push(this) === 1) queueMicrotask(Connection.#uncorkAll)
    }
  }

  static #corkedNow: Connection[] = []

  static #uncorkAll = () => {
    const corked = Connection.#corkedNow
    Connection.#corkedNow = []
    for (const connection of corked) {
      connection.#corked = false
      connection.#socket!.uncork()
    }
  }

  /** A broadcast's frame: `framed` is `textFrame(frame)`, made once for all its sockets. */
  sendOnChannel(channel: string, frame: string, framed: Buffer) {
    const held = this.#pending?.get(channel)
    if (held) held.push(frame)
    else this.#sendFramed(framed, frame)
  }

  holdChannel(channel: string) {
    this.#pending ??= new Map()
    this.#pending.set(channel, [])
  }

  /** Sends what was held for the channel; `first` goes out before it. */
  releaseChannel(channel: string, first?: string) {
    const held = this.#pending?.get(channel)
    if (!held) return
    this.#pending!.delete(channel)
    if (this.#pending!.size === 0) this.#pending = null
    if (first !== undefined) this.send(first)
    for (const frame of held) this.send(frame)
  }

  dropHeld(channel: string) {
    this.#pending?.delete(channel)
  }

  /** Fixed one-second window: cheap, and precise enough to stop a flood. */
  allowClientEvent(now: number, perSecond: number): boolean {
    if (now - this.#windowStartedAt >= 1000) {
      this.#windowStartedAt = now
      this.#windowCount = 0
    }
    this.#windowCount++
    return this.#windowCount <= perSecond
  }

  close(code: number, reason: string) {
    if (this.closed) return
    this.closed = true
    this.ws.close(code, reason)
  }
}
