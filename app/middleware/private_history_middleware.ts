import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'

/*
| What a signed-in page showed must not come back once its session ended (a shared computer:
| sign out, press Back). Three parts:
|
| - Inertia keeps every visited page's props in the browser's history, encrypted with a key held
|   in the tab (config/inertia.ts, `encryptHistory`). Clearing the history drops that key, so
|   Back finds nothing it can read and asks the server again, which then answers as it should.
| - The history is cleared by the first page rendered after the browser's session ended, however
|   it ended: signed out here, ended from another device, a password change elsewhere, the
|   account deleted or deactivated. The server cannot reach an open tab, so the browser carries a
|   marker while it is signed in; a request that brings the marker without a signed-in user is
|   the first since the session ended, and the page it renders clears the history.
| - Every answer to a signed-in request says `Cache-Control: no-store`, so Back never takes a
|   page (or its JSON) from the browser's cache. Answers that declare themselves `public` (the
|   same for everyone: the manifest, robots.txt) keep their caching; the static files and the
|   built assets never reach the router.
*/
export const SIGNED_IN_COOKIE = 'signed_in'

/* As long as a remember-me token can keep the browser signed in without a visit. */
const SIGNED_IN_COOKIE_AGE = '400d'

export default class PrivateHistoryMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    const marked = ctx.request.plainCookie(SIGNED_IN_COOKIE, { encoded: false }) === '1'
    const signedInBefore = !!ctx.auth.user
    if (marked && !signedInBefore) ctx.inertia.clearHistory()
    try {
      return await next()
    } finally {
      const guard = ctx.auth.use('web')
      const signedIn = !!guard.user && !guard.isLoggedOut
      if (signedInBefore || signedIn) noStore(ctx)
      if (signedIn && !marked) {
        ctx.response.plainCookie(SIGNED_IN_COOKIE, '1', {
          encode: false,
          httpOnly: true,
          sameSite: 'lax',
          path: '/',
          maxAge: SIGNED_IN_COOKIE_AGE,
        })
      } else if (!signedIn && marked && renderedPage(ctx)) {
        ctx.response.clearCookie(SIGNED_IN_COOKIE)
      }
    }
  }
}

function noStore(ctx: HttpContext) {
  const declared = String(ctx.response.getHeader('Cache-Control') ?? '')
  if (/\bpublic\b/.test(declared)) return
  ctx.response.header('Cache-Control', 'no-store')
}

/* A page the browser shows (an Inertia visit or a full load), which carried the clearing. */
function renderedPage(ctx: HttpContext) {
  if (ctx.response.getStatus() >= 300) return false
  if (ctx.response.getHeader('X-Inertia')) return true
  // A full page load: a navigation whose answer is the page itself (not a redirect).
  return ctx.request.header('Sec-Fetch-Dest') === 'document' && !ctx.request.header('X-Inertia')
}
