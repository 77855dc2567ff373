import { randomFillSync } from 'node:crypto'
import app from '@adonisjs/core/services/app'
import router from '@adonisjs/core/services/router'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import SharedShieldMiddleware from '#middleware/shield_middleware'
import availabilityConfig from '#config/availability'
import conversationsConfig from '#config/conversations'
import productConfig from '#config/product'
import {
  prerenderedPages,
  PrerenderedPage,
  type Captured,
  type SlotValues,
} from '#infrastructure/prerendered_pages'
import { APPEARANCE_COOKIE, LOCALE_COOKIE, SIDEBAR_COOKIE } from '#shared/preferences'

/*
| The pages a guest gets without a session (the landing page, the legal texts, the sign-in, sign-up
| and password pages) are the same document for every new visitor who asks in the same language,
| theme and URL: only the response's CSRF token, CSP nonce and moment differ. The first such
| request after the start goes through the whole pipeline (routing, session, shield, Inertia,
| React) and its answer is kept (app/infrastructure/prerendered_pages.ts); every later one is answered
| from it here, before routing: the session and shield still run (the visitor gets their own
| session and CSRF token, so the page's forms work without JavaScript, exactly as before), then
| the kept page gets this response's values put in.
|
| Only a request that cannot differ from the kept one is answered so: GET, no Inertia visit, a
| query of at most `?lang=`, and no cookie but the language, theme and sidebar preferences (their
| values are part of the key). A session cookie, a chat visitor's cookie, a signed-in marker:
| the pipeline answers as before. A page is only kept when its answer was a plain 200 page whose
| session holds nothing but the CSRF secret (no flash message, nobody signed in).
|
| A page is made again after local midnight (the footer's year) and when the configuration it
| shows (product and company, opening hours, the chat's retention) changes.
*/
const PAGES = [
  'home',
  'privacy',
  'terms',
  'session.create',
  'new_account.create',
  'password.request',
] as const
const PREFERENCE_COOKIES = new Set([LOCALE_COOKIE, APPEARANCE_COOKIE, SIDEBAR_COOKIE])
const ONLY_LANGUAGE_QUERY = /^(?:lang=[A-Za-z-]{2,10})?$/
/* In the page's JSON (a <script> or an attribute); public pages that do not hydrate have none. */
const SERVER_NOW = /serverNow(?:&quot;|"):(\d+)/
const CSRF_SECRET_KEY = 'csrf-secret'

let paths: Set<string> | undefined
function pagePaths() {
  paths ??= new Set(PAGES.map((name) => router.urlBuilder.urlFor(name)))
  return paths
}

/* The configuration the pages show, as one text: a change makes every page again. */
export function configurationFingerprint() {
  return JSON.stringify([productConfig, availabilityConfig, conversationsConfig])
}

/* Only the preference cookies, and what they say (null: some other cookie came). */
function preferenceKey(cookieHeader: string | undefined) {
  if (!cookieHeader) return ''
  let key = ''
  for (const pair of cookieHeader.split(';')) {
    const equals = pair.indexOf('=')
    const name = (equals === -1 ? pair : pair.slice(0, equals)).trim()
    if (!name) continue
    if (!PREFERENCE_COOKIES.has(name)) return null
    key += `${pair.trim()};`
  }
  return key
}

/* The nonce of this response's policy (app/middleware/security_headers_middleware.ts). */
function cspNonce(ctx: HttpContext) {
  const policy = ctx.response.getHeader('Content-Security-Policy')
  return typeof policy === 'string' ? (/'nonce-([^']+)'/.exec(policy)?.[1] ?? '') : ''
}

/* The pages being made now, by key: their first visitor's request is under way. */
const inFlight = new Map<string, Promise<void>>()

const shield = new SharedShieldMiddleware()

/*
| A new session's CSRF secret, as the `csrf` package makes one (18 random bytes, base64url), but
| drawn from a block of the system's random bytes filled a few hundred secrets at a time: the
| package asks for each secret asynchronously, a round trip through libuv's thread pool that cost
| more than the rest of the shield. Every byte is used once.
*/
const SECRET_BYTES = 18
const secretBlock = Buffer.alloc(SECRET_BYTES * 256)
let secretOffset = secretBlock.length

function freshSecret() {
  if (secretOffset === secretBlock.length) {
    randomFillSync(secretBlock)
    secretOffset = 0
  }
  secretOffset += SECRET_BYTES
  return secretBlock.toString('base64url', secretOffset - SECRET_BYTES, secretOffset)
}

/*
| The session and shield, as the router runs them for the page's route, around `inner`. The
| session is new (no cookie came), so its secret is put in before shield looks for one.
*/
async function withSession(ctx: HttpContext, inner: () => void) {
  // Asked of the container each time (a singleton, so cheap): the same middleware the router
  // runs, including one a test swapped in for another session store.
  const session = await app.container.make(SessionMiddleware)
  return session.handle(ctx, () => {
    ctx.session.put(CSRF_SECRET_KEY, freshSecret())
    return shield.handle(ctx, async () => inner())
  })
}

function valuesOf(ctx: HttpContext, serverNow: string): SlotValues {
  return { csrfToken: ctx.request.csrfToken ?? '', nonce: cspNonce(ctx), serverNow }
}

/* The answer of the pipeline, when it is a page any new visitor would get alike. */
function capture(ctx: HttpContext, before: Set<string>): Captured | undefined {
  const { response, request } = ctx
  const content = response.content
  const { session: held, auth } = ctx as Partial<HttpContext>
  if (response.getStatus() !== 200 || !content || typeof content[0] !== 'string') return
  if (response.hasStream || response.hasFileToStream || auth?.user || !held) return
  const keys = Object.keys(held.all())
  if (keys.length !== 1 || keys[0] !== CSRF_SECRET_KEY || !request.csrfToken) return
  const text = content[0]
  const serverNow = SERVER_NOW.exec(text)?.[1] ?? ''
  const headers = Object.entries(response.getHeaders())
    .filter(([name]) => name !== 'set-cookie' && !before.has(name))
    .map(([name, value]) => [name, value] as [string, string | string[]])
  return {
    status: 200,
    headers,
    text,
    values: valuesOf(ctx, serverNow),
    etag: content[1],
    route: ctx.route,
  }
}

export default class PrerenderedPagesMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const { request } = ctx
    if (request.method() !== 'GET' || request.header('x-inertia')) return next()
    const url = request.url(true)
    const [path, query = ''] = url.split('?', 2)
    if (!ONLY_LANGUAGE_QUERY.test(query) || !pagePaths().has(path)) return next()
    const preferences = preferenceKey(request.header('cookie'))
    if (preferences === null) return next()

    const key = `${url}\n${request.host()}\n${ctx.i18n.locale}\n${preferences}`
    const fingerprint = configurationFingerprint()
    const kept = prerenderedPages.get(key)
    if (kept && kept.fingerprint === fingerprint && Date.now() < kept.validUntil) {
      return withSession(ctx, () => this.#answer(ctx, kept))
    }

    // Visitors arriving together while a page is being made (a cold start under load) wait
    // for that one render instead of each rendering it.
    const making = inFlight.get(key)
    if (making) {
      await making
      const made = prerenderedPages.get(key)
      if (made && made.fingerprint === fingerprint) {
        return withSession(ctx, () => this.#answer(ctx, made))
      }
      return next()
    }
    let done = () => {}
    inFlight.set(key, new Promise<void>((resolve) => (done = resolve)))
    try {
      const before = new Set(Object.keys(ctx.response.getHeaders()))
      const output = await next()
      const captured = capture(ctx, before)
      if (captured) prerenderedPages.set(key, new PrerenderedPage(captured, fingerprint))
      return output
    } finally {
      inFlight.delete(key)
      done()
    }
  }

  #answer(ctx: HttpContext, page: PrerenderedPage) {
    const { request, response } = ctx
    const values = valuesOf(ctx, String(Date.now()))
    // The route it answers for, as the request metrics and logs name it.
    ctx.route = page.route as HttpContext['route']
    response.status(page.status)
    for (const [name, value] of page.headers) response.header(name, value)
    const gzip =
      page.fits(values) &&
      !!request.header('accept-encoding') &&
      request.encoding(['gzip']) === 'gzip'
    if (!gzip) {
      // Compressed or not by the compression middleware, as the pipeline's page is.
      response.send(page.text(values), page.etag)
      return
    }
    // As the compression middleware marks a page it compressed.
    response.append('Vary', 'Accept-Encoding')
    response.header('Content-Type', 'text/html; charset=utf-8')
    response.header('Content-Encoding', 'gzip')
    response.send(page.gzip(values), page.etag)
  }
}
