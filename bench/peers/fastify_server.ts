/**
 * A peer doing the floor page's work (`/settings/appearance`, an Inertia visit of a signed-in
 * member) with Fastify 5 and @fastify/cookie: signed session cookie → session row → user row →
 * unread chat messages and notifications → Inertia-shaped JSON, on the app's own SQLite file with
 * the app's SQL (better-sqlite3 from the app's node_modules, statements prepared once, as a
 * hand-written server would).
 *
 *   PEER_SECRET=… node bench/peers/fastify_server.ts <sqlite file> <session id>
 *   prints "PORT <n>" and "COOKIE <c>"
 *
 * Installed only by the bench (bench/http/cost.ts runs `npm install` in bench/peers).
 */
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import Fastify from 'fastify'
import cookie from '@fastify/cookie'
import { unreadTotalSql } from './next/lib/badge_sql.ts'

const appRequire = createRequire(join(import.meta.dirname, '..', '..', 'package.json'))
const Database = appRequire('better-sqlite3')

const [file, sessionId] = process.argv.slice(2)
const database = new Database(file)
database.pragma('journal_mode = WAL')

/* The app's queries (the session store, the session user provider, unreadTotal, unreadNotifications). */
const sessionRow = database.prepare('select * from "sessions" where "id" = ? limit ?')
const userRow = database.prepare('select * from "users" where "id" = ? limit ?')
const unreadTotal = database.prepare(unreadTotalSql(database))
const notificationsUnread = database.prepare(
  'select count(*) as "total" from "notifications" where "user_id" = ? and "read_at" is null limit ?'
)

const app = Fastify({ logger: false })
// The secret is the bench's (bench/http/cost.ts), shared with the Next.js peer.
await app.register(cookie, { secret: process.env.PEER_SECRET! })

app.get('/settings/appearance', (request, reply) => {
  const raw = request.cookies.session
  const unsigned = raw ? request.unsignCookie(raw) : undefined
  if (!unsigned?.valid || !unsigned.value) return reply.code(302).redirect('/login')
  const session = sessionRow.get(unsigned.value, 1) as { data: string } | undefined
  if (!session) return reply.code(302).redirect('/login')
  const data = JSON.parse(session.data).message as Record<string, unknown>
  const userId = data.auth_web
  const user = userId === undefined ? undefined : (userRow.get(userId, 1) as any)
  if (!user) return reply.code(302).redirect('/login')
  const total = (unreadTotal.get(user.id) as { total: number }).total
  const notifications = (notificationsUnread.get(user.id, 1) as { total: number }).total
  reply.header('Vary', 'X-Inertia').header('X-Inertia', 'true')
  return {
    component: 'settings/appearance',
    url: '/settings/appearance',
    version: request.headers['x-inertia-version'] ?? '',
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
  }
})

await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`PORT ${(app.server.address() as AddressInfo).port}\n`)
process.stdout.write(`COOKIE session=${app.signCookie(sessionId)}\n`)
process.on('SIGTERM', () => app.close().then(() => process.exit(0)))
