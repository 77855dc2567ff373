/*
| How live views recover on their own, with one backoff: a failed channel subscription (here)
| and the chat's catch-up (inertia/features/chat) are tried again, quickly at first (a blip, a
| node being replaced), then every 10 s for as long as it lasts.
|
| pusher-js subscribes a channel again only when its socket reconnects. A subscription that
| failed while the socket stayed up (the authorisation request reached a node that was being
| killed, or presence was unavailable while Redis restarted) would stay dead until the next
| reconnect: the page would show a live chat that hears nothing. Every client of ours (the
| browser's Echo, the tests' people, the chat bench) builds its pusher-js class through this, so
| a transient refusal is retried with backoff. A refusal the app means (signed out, not a
| member) is final.
*/

import type { Channel } from 'pusher-js'

interface PusherLike {
  subscribe(name: string): Channel
  channel(name: string): Channel
}

type PusherConstructor = new (...args: any[]) => PusherLike

export const RETRY_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000]

/* The wait after the given number of failures in a row (0 for the first). */
export function retryDelay(failures: number) {
  return RETRY_DELAYS_MS[Math.min(failures, RETRY_DELAYS_MS.length - 1)]
}

/* What the app answers someone it means to refuse (signed out, not a member): never retried. */
const FINAL_STATUSES = new Set([401, 403, 404])

export function isFinalRefusal(status: number | undefined) {
  return status !== undefined && FINAL_STATUSES.has(status)
}

export function resubscribing<Base extends PusherConstructor>(Pusher: Base) {
  return class ResubscribingPusher extends Pusher {
    #watched = new WeakSet<Channel>()

    subscribe(name: string) {
      const channel = super.subscribe(name)
      if (!this.#watched.has(channel)) {
        this.#watched.add(channel)
        this.#retryFailures(channel)
      }
      return channel
    }

    #retryFailures(channel: Channel) {
      let failures = 0
      channel.bind('pusher:subscription_succeeded', () => {
        failures = 0
      })
      channel.bind('pusher:subscription_error', (error: { status?: number } | undefined) => {
        if (isFinalRefusal(error?.status)) return
        // A refusal by the socket server leaves the channel pending, which would block every
        // later attempt, a reconnect's included.
        if (channel.subscriptionPending) channel.disconnect()
        const delay = retryDelay(failures++)
        setTimeout(() => {
          // Left meanwhile, or a reconnect has already subscribed it again.
          if (this.channel(channel.name) !== channel) return
          if (channel.subscribed || channel.subscriptionPending) return
          this.subscribe(channel.name)
        }, delay)
      })
    }
  }
}

/*
| After the socket is lost, pusher-js tries again on a long clock: a refused connection (the
| server restarting) is not retried until that attempt's 15 s timeout, then 30 s, then 60 s, so
| a page came back about half a minute after a short outage. While it is connecting (or
| unavailable) a fresh attempt is started on this shorter clock, with a little jitter so a
| restarted server is not hit by every tab at the same instant. An attempt is given more time
| each round (up to 5 s), so a slow network still completes its handshake. pusher-js's own state
| machine is kept: "unavailable" still shows after its 10 s.
*/
export const RECONNECT_DELAYS_MS = [1_500, 2_000, 3_000, 4_000, 5_000]

type ConnectionLike = {
  state: string
  bind(event: 'state_change', callback: (change: { current: string }) => void): void
}

export function reconnectPromptly(connection: ConnectionLike) {
  // Internals of pusher-js's ConnectionManager (stable since 4.x): restart the attempt only.
  const manager = connection as ConnectionLike & {
    abortConnecting?: () => void
    startConnecting?: () => void
  }
  if (!manager.abortConnecting || !manager.startConnecting) return
  let timer: ReturnType<typeof setTimeout> | undefined
  let attempts = 0
  const waiting = () => manager.state === 'connecting' || manager.state === 'unavailable'
  const schedule = () => {
    const base = RECONNECT_DELAYS_MS[Math.min(attempts, RECONNECT_DELAYS_MS.length - 1)]
    timer = setTimeout(
      () => {
        timer = undefined
        if (!waiting()) return
        attempts++
        manager.abortConnecting!()
        manager.startConnecting!()
        schedule()
      },
      base + Math.round(Math.random() * 500)
    )
  }
  manager.bind('state_change', ({ current }) => {
    if (current === 'connected' || current === 'disconnected' || current === 'failed') {
      clearTimeout(timer)
      timer = undefined
      attempts = 0
    } else if (waiting() && timer === undefined) {
      schedule()
    }
  })
}
