/**
 * The floor page's work (`/settings/appearance`, the Inertia visit of a signed-in member) as a
 * Next.js App Router route handler: signed session cookie → session row → user row → unread chat
 * messages and notifications → Inertia-shaped JSON, the same answer as bench/peers/fastify_server.ts.
 */
import { type NextRequest, NextResponse } from 'next/server'
import signature from 'cookie-signature'
import { statements } from '../../../lib/floor'

export const dynamic = 'force-dynamic'
export const runtime = 'nodejs'

const secret = process.env.PEER_SECRET!
const toLogin = (request: NextRequest) => NextResponse.redirect(new URL('/login', request.url), 302)

export function GET(request: NextRequest) {
  const raw = request.cookies.get('session')?.value
  const sessionId = raw ? signature.unsign(raw, secret) : false
  if (!sessionId) return toLogin(request)
  const { sessionRow, userRow, unreadTotal, notificationsUnread } = statements()
  const session = sessionRow.get(sessionId, 1) as { data: string } | undefined
  if (!session) return toLogin(request)
  const data = JSON.parse(session.data).message as Record<string, unknown>
  const userId = data.auth_web
  const user = userId === undefined ? undefined : (userRow.get(userId, 1) as any)
  if (!user) return toLogin(request)
  const total = (unreadTotal.get(user.id) as { total: number }).total
  const notifications = (notificationsUnread.get(user.id, 1) as { total: number }).total
  return NextResponse.json(
    {
      component: 'settings/appearance',
      url: '/settings/appearance',
      version: request.headers.get('x-inertia-version') ?? '',
      props: {
        errors: {},
        old: {},
        errorSources: {},
        flash: {},
        user: {
          id: user.id,
          fullName: user.full_name,
          email: user.email,
          role: user.role,
          locale: user.locale,
          emailVerified: user.email_verified_at !== null,
        },
        can: { accessInbox: false, manageUsers: false },
        inboxUnread: 0,
        unreadTotal: total,
        notificationsUnread: notifications,
        directUploads: false,
        locale: 'en',
        locales: ['en', 'sk', 'cs', 'de'],
        appearance: 'system',
        sidebarOpen: true,
        product: { name: 'Codeva', company: 'Codeva s.r.o.' },
        csrfToken: null,
        webPush: { publicKey: null },
        realtime: { key: 'app-key', host: null, port: null, scheme: null },
      },
      clearHistory: false,
      encryptHistory: false,
    },
    { headers: { 'Vary': 'X-Inertia', 'X-Inertia': 'true' } }
  )
}
