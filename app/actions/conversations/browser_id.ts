import { randomBytes } from 'node:crypto'
import type { HttpContext } from '@adonisjs/core/http'
import conversationsConfig from '#config/conversations'

/*
| A random name for this browser, in a signed cookie of its own: the chat counts new
| conversations per browser before it counts per address, so people behind one address do not
| share one small limit. It grants nothing (the conversation cookie does), so a script that drops
| it only gets a fresh count and meets the per-address ceiling instead.
*/
const BROWSER_ID = /^[A-Za-z0-9_-]{22}$/

export function chatBrowserId(ctx: HttpContext): string {
  const known = ctx.request.cookie(conversationsConfig.browserCookieName)
  if (typeof known === 'string' && BROWSER_ID.test(known)) return known
  const id = randomBytes(16).toString('base64url')
  ctx.response.cookie(conversationsConfig.browserCookieName, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    maxAge: '365d',
  })
  return id
}
