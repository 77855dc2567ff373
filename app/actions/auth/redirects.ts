import type { HttpContext } from '@adonisjs/core/http'
import { INTENDED_URL_KEY } from '#infrastructure/session_keys'

/*
| A guest (or a user who must confirm the password) asking for a page is sent elsewhere first;
| the page asked for is remembered here and visited once they are through. Only page visits
| are remembered: a form post cannot be replayed by a redirect.
*/
export function rememberIntendedUrl(ctx: HttpContext) {
  if (ctx.request.method() === 'GET') ctx.session.put(INTENDED_URL_KEY, ctx.request.url(true))
}

/*
| A form sent before the password was confirmed: after confirming, the user is back on the page
| the form was on (its Referer, when it is this site's), to send it again knowingly.
*/
export function rememberFormPage(ctx: HttpContext) {
  const referrer = ctx.request.header('referer')
  if (!referrer) return
  try {
    const url = new URL(referrer)
    if (url.host !== ctx.request.host()) return
    ctx.session.put(INTENDED_URL_KEY, url.pathname + url.search)
  } catch {
    // Not a URL: nothing to come back to.
  }
}

/* Where a user goes after signing in or confirming: the page they asked for, else the dashboard. */
export function redirectToIntended(ctx: HttpContext, fallbackRoute: 'dashboard' = 'dashboard') {
  const intended = ctx.session.pull(INTENDED_URL_KEY)
  if (typeof intended === 'string' && intended.startsWith('/') && !intended.startsWith('//')) {
    return ctx.response.redirect(intended)
  }
  return ctx.response.redirect().toRoute(fallbackRoute)
}
