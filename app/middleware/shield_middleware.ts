import app from '@adonisjs/core/services/app'
import encryption from '@adonisjs/core/services/encryption'
import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import ShieldMiddleware from '@adonisjs/shield/shield_middleware'
import type { ShieldConfig } from '@adonisjs/shield/types'
import { BoundedCache } from '#infrastructure/bounded_cache'

/*
| @adonisjs/shield builds its middleware anew for every request (resolving the encrypter and
| importing edge.js each time). Its guards keep no state of a request, so one instance, made on
| the first request, serves them all.
*/
let shield: Promise<ShieldMiddleware> | undefined

/*
| The XSRF-TOKEN cookie (docs/decisions/xsrf-cookie.md). Shield, with `enableXsrfCookie`, encrypts
| a fresh token into it on every answer (an AES-GCM encryption, a fifth of the floor page's
| instructions) and reads the X-XSRF-TOKEN header scripts send back. config/shield.ts turns that
| off and this does both, the same way, but sends the cookie only when the browser does not
| already hold one this process issued for the session's current CSRF secret: any token made
| from the secret verifies, so the one it holds carries its forms as a fresh one would.
|
| `issued` maps the exact cookie text this process sent to the secret it was made from. It never
| accepts a request (shield still decrypts and verifies the header a form sends); a miss (another
| process, a restart, a full map) only sends a fresh cookie, as shield always did.
*/
const COOKIE = 'XSRF-TOKEN'
const HEADER = 'x-xsrf-token'
const SECRET_KEY = 'csrf-secret'
const issued = new BoundedCache<string, string>('xsrf_cookies_issued', 10_000)

const csrf = (app.config.get<ShieldConfig>('shield').csrf ?? {}) as ShieldConfig['csrf']
const validated = new Set((csrf.methods ?? []).map((method) => method.toUpperCase()))
const cookieOptions = { ...csrf.cookieOptions, httpOnly: false, encode: false }

/*
| A script's X-XSRF-TOKEN header, decrypted as shield does, is handed to shield as the
| X-CSRF-Token header it reads before it (a form's `_csrf` field and that header still win):
| shield then verifies it as before, and an undecryptable one is refused as before.
*/
function acceptXsrfHeader(ctx: HttpContext) {
  const headers = ctx.request.request.headers
  const encrypted = headers[HEADER]
  if (typeof encrypted !== 'string' || !encrypted || headers['x-csrf-token']) return
  if (ctx.request.input('_csrf')) return
  let token: unknown
  try {
    token = encryption.decrypt(decodeURIComponent(encrypted).slice(2), COOKIE)
  } catch {
    return
  }
  if (typeof token === 'string') headers['x-csrf-token'] = token
}

function sendXsrfCookie(ctx: HttpContext) {
  const secret = ctx.session.get(SECRET_KEY) as string | undefined
  const token = ctx.request.csrfToken
  if (!secret || !token) return
  const held = ctx.request.plainCookie(COOKIE, { encoded: false })
  if (typeof held === 'string' && issued.get(held) === secret) return
  const value = `e:${encryption.encrypt(token, undefined, COOKIE)}`
  ctx.response.plainCookie(COOKIE, value, cookieOptions)
  issued.set(value, secret)
}

export default class SharedShieldMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    shield ??= app.container.make(ShieldMiddleware)
    const guards = await shield
    if (csrf.enabled && validated.has(ctx.request.method())) acceptXsrfHeader(ctx)
    return guards.handle(ctx, () => {
      if (csrf.enabled) sendXsrfCookie(ctx)
      return next()
    })
  }
}
