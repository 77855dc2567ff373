import type { HttpContext } from '@adonisjs/core/http'
import { INTENDED_URL_KEY } from '#middleware/auth_middleware'

/* Where a user goes after signing in or confirming: the page they asked for, else the dashboard. */
export function redirectToIntended(ctx: HttpContext, fallbackRoute: 'dashboard' = 'dashboard') {
  const intended = ctx.session.pull(INTENDED_URL_KEY)
  if (typeof intended === 'string' && intended.startsWith('/') && !intended.startsWith('//')) {
    return ctx.response.redirect(intended)
  }
  return ctx.response.redirect().toRoute(fallbackRoute)
}
