import type { HttpContext } from '@adonisjs/core/http'
import { INTENDED_URL_KEY } from '#services/session_keys'

/*
| A guest (or a user who must confirm the password) asking for a page is sent elsewhere first;
| the page asked for is remembered here and visited once they are through. Only page visits
| are remembered: a form post cannot be replayed by a redirect.
*/
export function rememberIntendedUrl(ctx: HttpContext) {
  if (ctx.request.method() === 'GET') ctx.session.put(INTENDED_URL_KEY, ctx.request.url(true))
}

/* Where a user goes after signing in or confirming: the page they asked for, else the dashboard. */
export function redirectToIntended(ctx: HttpContext, fallbackRoute: 'dashboard' = 'dashboard') {
  const intended = ctx.session.pull(INTENDED_URL_KEY)
  if (typeof intended === 'string' && intended.startsWith('/') && !intended.startsWith('//')) {
    return ctx.response.redirect(intended)
  }
  return ctx.response.redirect().toRoute(fallbackRoute)
}
