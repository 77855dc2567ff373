/**
 * The bench's chat members, shared by bench/chat/chat.ts (one node) and bench/chat/cluster.ts
 * (nodes behind nginx): a signed-in session (POST /login), pusher-js holding the presence
 * channels of the member's projects through the real /broadcasting/auth, every `message.created`
 * recorded by its number ("bench <n>"), and the chat client's catch-up (GET ?after=) after a
 * reconnect.
 */
import { performance } from 'node:perf_hooks'
import { setTimeout as sleep } from 'node:timers/promises'
import PusherJs from 'pusher-js'
import { resubscribing, retryDelay } from '../../shared/live_recovery.ts'
import { Browser, bodyText } from '../http/served_app.ts'

// The Node build of pusher-js exports the class itself; failed subscriptions are retried as the
// page's are.
const Pusher = resubscribing(PusherJs as unknown as typeof PusherJs.default)

/* The seeder's demo client (README): its password hash is reused for the bench's members. */
export const DEMO = { email: 'client@example.com', password: 'client-password' }

export type Delivery = { at: number; via: 'socket' | 'catch-up'; id: number }

export interface Session {
  browser: Browser
  csrf: string
}

export interface Member extends Session {
  pusher: InstanceType<typeof Pusher>
  /* message number → deliveries (socket events and catch-up answers) */
  seen: Map<number, Delivery[]>
  /* A second message (another id) for the same post: what a page would show twice. */
  socketDuplicates: number
  /* The same message (same id) again on the socket: announced twice, shown once (pages keep one per id). */
  socketRepeats: number
  /* Per project: the newest message id seen (ids are global, so one per channel). */
  lastIds: Map<number, number>
  /* Per project: the sync time for `?changedSince=` (the server's answer, or the first subscription). */
  syncs: Map<number, string>
  catchingUp: Promise<void> | null
  /* How often a channel was subscribed (a reconnect subscribes every channel again). */
  subscriptions: number
  /* How often the socket reached `connected` (1 + the reconnects). */
  connections: number
}

/* Where pusher-js connects: the node itself, or nginx in front of the nodes. */
export interface Endpoint {
  origin: string
  port: number
}

export function csrfOf(html: string) {
  const token = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1]
  if (!token) throw new Error('no CSRF token in the page')
  return token
}

export async function signIn(origin: string, email: string): Promise<Session> {
  const browser = new Browser(origin)
  await browser.signIn(email, DEMO.password)
  const page = await browser.send('/dashboard', { headers: { Accept: 'text/html' } })
  if (page.status !== 200) throw new Error(`dashboard answered ${page.status}`)
  return { browser, csrf: csrfOf(bodyText(page)) }
}

/* The app key the pages hand to the browser (read from a signed-in page's props). */
export async function realtimeKey(session: Session) {
  const page = await session.browser.send('/dashboard', { headers: { Accept: 'text/html' } })
  const decoded = bodyText(page).replaceAll('&quot;', '"')
  const key = /"realtime":\{"key":"([^"]+)"/.exec(decoded)?.[1]
  if (!key) throw new Error('no real-time key in the page')
  return key
}

export async function inBatches<T, R>(items: T[], size: number, work: (item: T) => Promise<R>) {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size) {
    results.push(...(await Promise.all(items.slice(start, start + size).map(work))))
  }
  return results
}

export function numberOf(text: string) {
  const match = /^bench (\d+)$/.exec(text)
  return match ? Number(match[1]) : null
}

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

function record(member: Member, n: number, via: Delivery['via'], at: number, id: number) {
  const list = member.seen.get(n) ?? []
  if (via === 'socket') {
    const earlier = list.filter((entry) => entry.via === 'socket')
    if (earlier.some((entry) => entry.id !== id)) member.socketDuplicates++
    else if (earlier.length > 0) member.socketRepeats++
    list.push({ at, via, id })
  } else if (list.length === 0) {
    list.push({ at, via, id })
  }
  member.seen.set(n, list)
}

export async function catchUp(member: Member, projectId: number) {
  for (;;) {
    const after = member.lastIds.get(projectId) ?? 0
    const answer = await member.browser.send(`/projects/${projectId}/messages?after=${after}`, {
      headers: { Accept: 'application/json' },
    })
    if (answer.status !== 200) throw new Error(`catch-up answered ${answer.status}`)
    const body = JSON.parse(bodyText(answer)) as {
      data: { id: number; text: string }[]
      hasMore?: boolean
    }
    const at = performance.now()
    for (const message of body.data) {
      member.lastIds.set(projectId, Math.max(member.lastIds.get(projectId) ?? 0, message.id))
      const n = numberOf(message.text)
      if (n !== null) record(member, n, 'catch-up', at, message.id)
    }
    if (!body.hasMore || body.data.length === 0) break
  }
  // Then what was written, edited or deleted since the last sync: a message whose id is below
  // the newest one held (stored by a node that died, announced again on its author's retry).
  for (;;) {
    const since = member.syncs.get(projectId) ?? new Date(0).toISOString()
    const answer = await member.browser.send(
      `/projects/${projectId}/messages?changedSince=${encodeURIComponent(since)}`,
      { headers: { Accept: 'application/json' } }
    )
    if (answer.status !== 200) throw new Error(`catch-up answered ${answer.status}`)
    const body = JSON.parse(bodyText(answer)) as {
      data: { id: number; text: string }[]
      hasMore?: boolean
      syncedAt: string
    }
    const at = performance.now()
    for (const message of body.data) {
      const n = numberOf(message.text)
      if (n !== null) record(member, n, 'catch-up', at, message.id)
    }
    member.syncs.set(projectId, body.syncedAt)
    if (!body.hasMore || body.syncedAt === since) return
  }
}

/*
| A catch-up that fails (the balancer still sending it to the node that just died, a swamped
| survivor) is tried again with the page's own backoff (shared/live_recovery.ts); the page
| keeps trying for as long as it is open, the bench for two minutes.
*/
const CATCH_UP_GIVES_UP_MS = 120_000

async function catchUpSoon(member: Member, projectId: number) {
  const deadline = performance.now() + CATCH_UP_GIVES_UP_MS
  for (let failures = 0; ; failures++) {
    try {
      return await catchUp(member, projectId)
    } catch (error) {
      if (performance.now() > deadline) {
        console.error(`catch-up failed for 2 minutes: ${(error as Error).message}`)
        return
      }
      await sleep(retryDelay(failures))
    }
  }
}

export function connect(
  endpoint: Endpoint,
  key: string,
  projectIds: number[],
  session: Session
): Promise<Member> {
  const pusher = new Pusher(key, {
    cluster: '',
    wsHost: '127.0.0.1',
    wsPort: endpoint.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    unavailableTimeout: 10_000,
    channelAuthorization: {
      endpoint: '/broadcasting/auth',
      transport: 'ajax',
      // The real authorization: the member's session cookie and CSRF token, form-encoded.
      customHandler: ({ socketId, channelName }, callback) => {
        session.browser
          .send('/broadcasting/auth', {
            method: 'POST',
            headers: {
              'Content-Type': 'application/x-www-form-urlencoded',
              'Accept': 'application/json',
              'X-CSRF-TOKEN': session.csrf,
            },
            body: new URLSearchParams({
              socket_id: socketId,
              channel_name: channelName,
            }).toString(),
          })
          .then((answer) => {
            if (answer.status !== 200) throw new Error(`auth answered ${answer.status}`)
            callback(null, JSON.parse(bodyText(answer)))
          })
          .catch((error: Error) => callback(error, null))
      },
    },
  })
  const member: Member = {
    ...session,
    pusher,
    seen: new Map(),
    socketDuplicates: 0,
    socketRepeats: 0,
    lastIds: new Map(),
    syncs: new Map(),
    catchingUp: null,
    subscriptions: 0,
    connections: 0,
  }
  pusher.connection.bind('connected', () => member.connections++)
  const subscribed = projectIds.map((projectId) => {
    const channel = pusher.subscribe(`presence-project.${projectId}`)
    channel.bind('message.created', (message: { id: number; text: string }) => {
      const at = performance.now()
      member.lastIds.set(projectId, Math.max(member.lastIds.get(projectId) ?? 0, message.id))
      const n = numberOf(message.text)
      if (n !== null) record(member, n, 'socket', at, message.id)
    })
    /*
    | After a reconnect, once the channel is subscribed again (so nothing newer can slip between
    | the fetch and the subscription), fetch what was missed: what the chat's client does.
    */
    let subscribedOnce = false
    channel.bind('pusher:subscription_succeeded', () => {
      member.subscriptions++
      // The bench shares the server's clock; the page gets this time from its first answer.
      if (!member.syncs.has(projectId)) member.syncs.set(projectId, new Date().toISOString())
      if (subscribedOnce) {
        const previous = member.catchingUp
        member.catchingUp = Promise.all([previous, catchUpSoon(member, projectId)]).then(() => {})
      }
      subscribedOnce = true
    })
    return new Promise<void>((resolve, reject) => {
      channel.bind('pusher:subscription_succeeded', () => resolve())
      channel.bind('pusher:subscription_error', (error: unknown) =>
        reject(new Error(`subscription refused: ${JSON.stringify(error)}`))
      )
    })
  })
  return Promise.all(subscribed).then(() => member)
}
