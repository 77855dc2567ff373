import { urlFor } from '~/client'

/*
| This browser and web push (issue 25): whether it can, what the user decided, and turning it
| on or off, the browser's subscription and the server's record together.
*/
export type PushAvailability = 'supported' | 'unsupported' | 'install-first'

export function pushAvailability(): PushAvailability {
  if (typeof window === 'undefined') return 'unsupported'
  const capable =
    window.isSecureContext &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  if (capable) return 'supported'
  // Safari on iPhone and iPad offers push only to an app added to the home screen.
  const appleMobile = /\b(iPhone|iPad|iPod)\b/.test(navigator.userAgent)
  return appleMobile && 'serviceWorker' in navigator ? 'install-first' : 'unsupported'
}

export function permission(): NotificationPermission {
  return 'Notification' in window ? Notification.permission : 'denied'
}

export class PushError extends Error {
  constructor(readonly reason: 'denied' | 'failed') {
    super(reason)
  }
}

function csrfHeaders(): Record<string, string> {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith('XSRF-TOKEN='))
  if (cookie) return { 'X-XSRF-TOKEN': decodeURIComponent(cookie.slice('XSRF-TOKEN='.length)) }
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content
  return meta ? { 'X-CSRF-TOKEN': meta } : {}
}

async function send(url: string, method: 'POST' | 'DELETE', body: unknown) {
  const response = await fetch(url, {
    method,
    credentials: 'same-origin',
    headers: { 'Accept': 'application/json', 'Content-Type': 'application/json', ...csrfHeaders() },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new PushError('failed')
}

function applicationServerKey(base64Url: string) {
  const base64 = base64Url.replaceAll('-', '+').replaceAll('_', '/')
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(binary, (char) => char.charCodeAt(0))
}

/* The worker that holds subscriptions; registered by the app at load (~/lib/service_worker). */
function registration() {
  return navigator.serviceWorker.ready
}

export async function currentSubscription() {
  if (pushAvailability() !== 'supported') return null
  return (await registration()).pushManager.getSubscription()
}

/*
| Asks for permission (only ever after a click), subscribes with the app's public key and
| stores the subscription for the signed-in user. A subscription made with another key (the
| server's keys were replaced) is renewed.
*/
export async function turnOn(publicKey: string) {
  const answer = await Notification.requestPermission()
  if (answer !== 'granted') throw new PushError(answer === 'denied' ? 'denied' : 'failed')
  try {
    const manager = (await registration()).pushManager
    const key = applicationServerKey(publicKey)
    let subscription = await manager.getSubscription()
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe()
      subscription = null
    }
    subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
    await send(urlFor('push_subscriptions.store'), 'POST', subscription.toJSON())
    return subscription
  } catch (error) {
    throw error instanceof PushError ? error : new PushError('failed')
  }
}

function sameKey(subscription: PushSubscription, key: Uint8Array) {
  const current = subscription.options.applicationServerKey
  if (!current) return false
  const bytes = new Uint8Array(current)
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index])
}

/* The server forgets this browser first, so a failure leaves nothing sending to it unknowingly. */
export async function turnOff() {
  const subscription = await currentSubscription()
  if (!subscription) return
  await send(urlFor('push_subscriptions.destroy_current'), 'DELETE', {
    endpoint: subscription.endpoint,
  })
  await subscription.unsubscribe()
}

/* The server's fingerprint of an endpoint (app/actions/push/subscriptions.ts), to spot this device. */
export async function fingerprint(endpoint: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(endpoint))
  const base64 = btoa(String.fromCharCode(...new Uint8Array(digest)))
  return base64.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '').slice(0, 22)
}
