import type { HttpContext } from '@adonisjs/core/http'
import { registerValidator } from '#validators/auth'
import { register } from '#actions/auth/registration'
import { rememberSignup } from '#actions/auth/signup_sign_in'
import { REGISTERED_EMAIL_KEY } from '#infrastructure/session_keys'
import { carryOverConversation } from '#actions/conversations/carry_over'
import { rememberedInvitationEmail } from '#actions/projects/remembered_invitation'
import { rememberedOfferEmail } from '#actions/offers/offer_project'

export default class NewAccountController {
  /*
  | Someone who came from an invitation link, or from an offer's "start your project", finds
  | the address it was sent to filled in.
  */
  async create(ctx: HttpContext) {
    return ctx.inertia.render('auth/register', {
      invitedEmail: (await rememberedInvitationEmail(ctx)) ?? (await rememberedOfferEmail(ctx)),
    })
  }

  /*
  | Registers the address (app/actions/auth/registration.ts) and shows "check your inbox": the
  | same answer whether the address was new or already had an account. The new user is signed
  | in by following the link in the e-mail in this browser, or logs in after following it in
  | another.
  */
  async store(ctx: HttpContext) {
    const { request, response, session, i18n } = ctx
    const { fullName, email, password } = await request.validateUsing(registerValidator)
    const created = await register({ fullName, email, password, locale: i18n.locale })
    if (created) await carryOverConversation(ctx, created, { keepCookie: true })
    // This browser may be signed in by the link in the e-mail, once (signup_sign_in.ts).
    rememberSignup(ctx, email, created)
    session.put(REGISTERED_EMAIL_KEY, email)
    return response.redirect().toRoute('verification.notice')
  }
}
