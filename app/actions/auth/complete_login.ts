import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { redirectToIntended } from '#actions/auth/redirects'
import { carryOverConversation } from '#actions/conversations/carry_over'
import { flashFieldError } from '#actions/auth/field_error'
import { record } from '#services/audit_log'

export type SignInMethod = 'password' | 'two_factor' | 'passkey'

/*
| The last step of every way of signing in (password, password + two-factor code, passkey): the
| guard's login (a new session id, the remember-me token when asked for), a guest conversation
| carried over to the account, then the page the user asked for. A staff sign-in is written to
| the audit log. An account staff deactivated gets no further (checked here too, so no way in
| can forget it).
*/
export async function completeLogin(
  ctx: HttpContext,
  user: User,
  remember: boolean,
  method: SignInMethod
) {
  if (user.deactivatedAt) return refuseDeactivated(ctx, method === 'passkey' ? 'passkey' : 'email')
  await ctx.auth.use('web').login(user, remember)
  await carryOverConversation(ctx, user)
  await record(user, `sign_in.${method}`, { type: 'user', id: user.id, label: user.email })
  return redirectToIntended(ctx)
}

/*
| Said only after the password or passkey was right, so it tells nothing to someone guessing
| addresses; the person learns why they cannot get in and whom to ask.
*/
export function refuseDeactivated(ctx: HttpContext, field: 'email' | 'passkey') {
  flashFieldError(ctx, field, ctx.i18n.t('auth.deactivated'))
  return ctx.response.redirect().toRoute('session.create')
}
