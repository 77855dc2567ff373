import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { INTENDED_URL_KEY } from '#middleware/auth_middleware'

export const PASSWORD_CONFIRMED_KEY = 'password_confirmed_at'
export const PASSWORD_CONFIRMATION_TTL_MS = 3 * 60 * 60 * 1000

export function passwordRecentlyConfirmed(ctx: HttpContext) {
  const confirmedAt = Number(ctx.session.get(PASSWORD_CONFIRMED_KEY, 0))
  return Date.now() - confirmedAt < PASSWORD_CONFIRMATION_TTL_MS
}

/*
| Secure areas (two-factor settings) ask for the password again, then remember the
| confirmation for 3 hours. Use after `auth`.
*/
export default class ConfirmPasswordMiddleware {
  async handle(ctx: HttpContext, next: NextFn) {
    if (passwordRecentlyConfirmed(ctx)) return next()
    if (ctx.request.method() === 'GET') {
      ctx.session.put(INTENDED_URL_KEY, ctx.request.url(true))
    }
    return ctx.response.redirect().toRoute('password.confirm')
  }
}
