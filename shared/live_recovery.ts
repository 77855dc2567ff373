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
