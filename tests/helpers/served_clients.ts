import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import PusherJs from 'pusher-js'
import { resubscribing } from '#shared/live_recovery'

/*
| People without a browser, for the tests that drive served builds over HTTP and WebSocket: a
| signed-in session (cookie jar + the CSRF header the pages send), its pusher-js client
| authorised through POST /broadcasting/auth, and what a project channel delivers.
*/
// The Node build of pusher-js exports the class itself (its typings say a default export);
// subscriptions are retried as the pages' are.
const Pusher = resubscribing(PusherJs as unknown as typeof PusherJs.default)
export type PusherClient = InstanceType<typeof Pusher>

/* A signed-in person without a browser: a cookie jar and the CSRF header the pages send. */
export class Session {
  cookies = new Map<string, string>()
  /* What /broadcasting/auth answered this session's sockets, in order (a refusal shows here). */
  authStatuses: number[] = []

  constructor(private pusherKey: string) {}

  async request(
    base: string,
    path: string,
    init: { method?: string; json?: unknown; form?: Record<string, string>; accept?: string } = {}
  ) {
    const headers: Record<string, string> = { accept: init.accept ?? 'application/json' }
    if (this.cookies.size) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    }
    const xsrf = this.cookies.get('XSRF-TOKEN')
    if (xsrf) headers['x-xsrf-token'] = decodeURIComponent(xsrf)
    let body: string | undefined
    if (init.json !== undefined) {
      headers['content-type'] = 'application/json'
      body = JSON.stringify(init.json)
    } else if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      body = new URLSearchParams(init.form).toString()
    }
    const response = await fetch(`${base}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    })
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';')
      const index = pair.indexOf('=')
      this.cookies.set(pair.slice(0, index), pair.slice(index + 1))
    }
    return response
  }

  async logIn(base: string, email: string, password: string) {
    await this.request(base, '/login')
    const response = await this.request(base, '/login', {
      method: 'POST',
      form: { email, password },
    })
    if (response.status !== 302 || !response.headers.get('location')?.endsWith('/dashboard')) {
      throw new Error(`${email} could not log in: ${response.status}`)
    }
  }

  /* Posts until the server confirms; a retry carries the same key, so it is never doubled. */
  async post(base: string, projectId: number, text: string, key = randomUUID()) {
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await this.request(base, `/projects/${projectId}/messages`, {
        method: 'POST',
        json: { text, replyToId: null, clientKey: key },
      }).catch(() => null)
      if (response && (response.status === 201 || response.status === 200)) {
        return ((await response.json()) as { data: { id: number } }).data.id
      }
      await sleep(250)
    }
    throw new Error(`"${text}" was never accepted`)
  }

  /* pusher-js on `wsPort`, authorised through POST /broadcasting/auth at `authBase`. */
  realtime(wsPort: number, authBase: string): PusherClient {
    return new Pusher(this.pusherKey, {
      wsHost: '127.0.0.1',
      wsPort,
      forceTLS: false,
      enabledTransports: ['ws'],
      cluster: 'x',
      disableStats: true,
      channelAuthorization: {
        customHandler: async (
          { socketId, channelName }: { socketId: string; channelName: string },
          callback: (error: Error | null, data: { auth: string } | null) => void
        ) => {
          const response = await this.request(authBase, '/broadcasting/auth', {
            method: 'POST',
            json: { socket_id: socketId, channel_name: channelName },
          }).catch((error: Error) => error)
          if (response instanceof Error) return callback(response, null)
          this.authStatuses.push(response.status)
          if (!response.ok) return callback(new Error(`auth ${response.status}`), null)
          callback(null, (await response.json()) as { auth: string })
        },
      } as any,
    })
  }
}

/* Whether /broadcasting/auth refused this session for good (401/403) at least once. */
export function refused(session: Session) {
  return session.authStatuses.some((status) => status === 401 || status === 403)
}

/* The message ids a socket hears on the project's channel, in order of arrival. */
export function listen(client: PusherClient, projectId: number) {
  const heard: number[] = []
  const channel = client.subscribe(`presence-project.${projectId}`)
  channel.bind('message.created', (message: { id: number }) => heard.push(message.id))
  const subscribed = new Promise<void>((resolve, reject) => {
    channel.bind('pusher:subscription_succeeded', () => resolve())
    channel.bind('pusher:subscription_error', (error: unknown) =>
      reject(new Error(`subscription refused: ${JSON.stringify(error)}`))
    )
  })
  return { heard, channel, subscribed }
}

export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 15_000
) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(50)
  }
}
