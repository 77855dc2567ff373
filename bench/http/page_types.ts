/**
 * The page types the HTTP benches measure (bench/http/pages.ts under load, bench/http/cost.ts
 * under callgrind and load): how a real client asks for each, and what a correct answer is.
 */
import { randomUUID } from 'node:crypto'
import { bodyText, header, type Browser, type Capture } from './served_app.ts'

/* The seeder's demo client (database/seeders/main_seeder.ts, listed in the README). */
export const CLIENT = { email: 'client@example.com', password: 'client-password' }
/* The seeder's demo staff account. */
export const STAFF = { email: 'admin@example.com', password: 'admin-password' }

export type Account = typeof CLIENT

export interface Visit {
  browser: Browser
  /* The asset version an Inertia visit must send. */
  version: string
}

/*
| A page type: how a real client asks for it, what a correct answer looks like, and the goal.
| Adding one (the projects pages) is one entry here.
*/
export interface PageType {
  name: string
  /* A fixed path, or the data the page needs is made first and its path returned. */
  path: string | ((visit: Visit) => Promise<string>)
  signedIn: boolean
  /* Who is signed in: the demo client unless named. */
  account?: Account
  headers(visit: Visit): Record<string, string>
  check(answer: Capture): string | undefined
  goal: { ratio: number; p99: number }
}

/* gzip only, as the issue measured it (every browser accepts it; brotli costs the app more). */
export const browserHeaders = {
  'Accept-Encoding': 'gzip',
  'Accept-Language': 'en-US,en;q=0.9',
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
}

export function inertiaHeaders(visit: Visit) {
  return {
    ...browserHeaders,
    'Accept': 'text/html, application/xhtml+xml',
    'X-Requested-With': 'XMLHttpRequest',
    'X-Inertia': 'true',
    'X-Inertia-Version': visit.version,
    'X-Locale': 'en',
  }
}

export function inertiaComponent(name: string) {
  return (answer: Capture) => {
    if (answer.status !== 200) return `status ${answer.status}`
    const component = (JSON.parse(bodyText(answer)) as { component?: string }).component
    return component === name ? undefined : `component ${component}`
  }
}

/* The Inertia props of a visit (the member's own session, the current asset version). */
async function inertiaProps(visit: Visit, path: string) {
  const answer = await visit.browser.send(path, { headers: inertiaHeaders(visit) })
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`)
  return (JSON.parse(bodyText(answer)) as { props: Record<string, unknown> }).props
}

const PROJECT_MESSAGES = 50

/*
| The project page with 50 messages: the demo client's first project, its chat filled through
| the chat's own JSON endpoint (as the client's browser posts them: session cookie, CSRF header).
*/
async function projectWithMessages(visit: Visit) {
  const props = await inertiaProps(visit, '/projects')
  const list = props.projects as { data?: { id: number }[] } | { id: number }[]
  const first = (Array.isArray(list) ? list : list.data)?.[0]
  if (!first) throw new Error('the demo client has no project')
  const html = bodyText(
    await visit.browser.send('/dashboard', { headers: { Accept: 'text/html' } })
  )
  const csrf = /<meta name="csrf-token" content="([^"]+)"/.exec(html)?.[1]
  if (!csrf) throw new Error('no CSRF token in the dashboard')
  for (let index = 0; index < PROJECT_MESSAGES; index++) {
    const answer = await visit.browser.send(`/projects/${first.id}/messages`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Accept': 'application/json',
        'X-CSRF-TOKEN': csrf,
      },
      body: JSON.stringify({
        text: `Bench message ${index + 1}: the staging build is ready for review.`,
        replyToId: null,
        clientKey: randomUUID(),
      }),
    })
    if (answer.status !== 201 && answer.status !== 200) {
      throw new Error(`posting message ${index + 1} answered ${answer.status}`)
    }
  }
  return `/projects/${first.id}`
}

/*
| The cheapest signed-in page (no query or prop of its own): only what every signed-in visit pays
| (session, auth, shield, the shared props). Its share bounds what any signed-in page can reach.
*/
export const FLOOR_PAGE = 'appearance'

export const pageTypes: PageType[] = [
  {
    name: FLOOR_PAGE,
    path: '/settings/appearance',
    signedIn: true,
    headers: inertiaHeaders,
    check: inertiaComponent('settings/appearance'),
    goal: { ratio: 0.3, p99: 50 },
  },
  {
    name: 'dashboard',
    path: '/dashboard',
    signedIn: true,
    headers: inertiaHeaders,
    check: inertiaComponent('dashboard'),
    goal: { ratio: 0.3, p99: 50 },
  },
  {
    // The team's dashboard: the client's parts plus the team's queues, counts and workload.
    name: 'staff-dashboard',
    path: '/dashboard',
    signedIn: true,
    account: STAFF,
    headers: inertiaHeaders,
    check: (answer) => {
      const problem = inertiaComponent('dashboard')(answer)
      if (problem) return problem
      const props = (JSON.parse(bodyText(answer)) as { props: { team?: unknown } }).props
      return props.team ? undefined : 'no team part'
    },
    goal: { ratio: 0.3, p99: 50 },
  },
  {
    name: 'project',
    path: projectWithMessages,
    signedIn: true,
    headers: inertiaHeaders,
    check: (answer) => {
      const problem = inertiaComponent('projects/show')(answer)
      if (problem) return problem
      const props = (JSON.parse(bodyText(answer)) as { props: { messages?: unknown[] } }).props
      const count = props.messages?.length ?? 0
      return count >= PROJECT_MESSAGES ? undefined : `${count} messages on the page`
    },
    goal: { ratio: 0.3, p99: 50 },
  },
  {
    name: 'landing',
    path: '/',
    signedIn: false,
    headers: () => ({ ...browserHeaders, Accept: 'text/html' }),
    check: (answer) => {
      if (answer.status !== 200) return `status ${answer.status}`
      return header(answer, 'content-encoding')[0] === 'gzip' ? undefined : 'not gzip'
    },
    goal: { ratio: 0.25, p99: 50 },
  },
  {
    // A first visit to a guest page: no cookie at all, the full HTML page.
    name: 'guest',
    path: '/login',
    signedIn: false,
    headers: () => ({ ...browserHeaders, Accept: 'text/html' }),
    check: (answer) => (answer.status === 200 ? undefined : `status ${answer.status}`),
    goal: { ratio: 0.25, p99: 50 },
  },
]
