import type { HttpContext } from '@adonisjs/core/http'
import { verifyEmail } from '#actions/auth/verify_email'
import { resendVerificationLink } from '#actions/auth/resend_verification_link'
import type User from '#models/user'
import { REGISTERED_EMAIL_KEY, SIGNUP_SIGN_IN_KEY } from '#infrastructure/session_keys'
import { verifyAsGuest } from '#actions/auth/signup_sign_in'
import { joinRememberedInvitation } from '#actions/projects/remembered_invitation'
import { startRememberedOfferProject } from '#actions/offers/offer_project'

export default class EmailVerificationController {
  /*
  | Signed in and unverified: the resend page. A guest right after registering: "check your
  | inbox" with the address typed (the same page whether or not it already had an account).
  */
  async show({ auth, inertia, response, session }: HttpContext) {
    const user = auth.user
    if (!user) {
      const registeredEmail = session.get(REGISTERED_EMAIL_KEY)
      if (typeof registeredEmail !== 'string') return response.redirect().toRoute('session.create')
      return inertia.render('auth/verify_email', { registeredEmail })
    }
    if (user.isEmailVerified) return response.redirect().toRoute('dashboard')
    return inertia.render('auth/verify_email', { registeredEmail: null })
  }

  /*
  | The signed link from the e-mail; it works for the account it was sent to, once. A guest who
  | follows it in the browser that registered is signed in (app/actions/auth/signup_sign_in.ts);
  | in any other browser it verifies and the login page says why the password is asked for.
  */
  async verify(ctx: HttpContext) {
    const { auth, session, response, i18n } = ctx
    if (!auth.user) {
      const guest = await verifyAsGuest(ctx)
      if (guest.outcome === 'signed_in') return this.#landing(ctx, guest.account)
      const status = {
        invalid: { tone: 'error', message: i18n.t('auth.verify.invalidAsGuest') },
        verified: { tone: 'success', message: i18n.t('auth.verify.verifiedElsewhere') },
        already: { tone: 'success', message: i18n.t('auth.verify.alreadyAsGuest') },
      } as const
      session.flash('status', status[guest.outcome])
      return response.redirect().toRoute('session.create')
    }
    const user = auth.user
    const result = await verifyEmail(ctx, user)
    if (result === 'invalid') {
      session.flash('status', { tone: 'error', message: i18n.t('auth.verify.invalidLink') })
      return response.redirect().toRoute('verification.notice')
    }
    session.forget(SIGNUP_SIGN_IN_KEY)
    return this.#landing(ctx, user, result === 'verified')
  }

  /* Where a verified account goes: a remembered invitation or offer project, else the dashboard. */
  async #landing(ctx: HttpContext, user: User, justVerified = true) {
    const { session, response, i18n } = ctx
    if (justVerified) session.flash('success', i18n.t('auth.verify.verified'))
    // Came from an invitation to this address: straight into the project.
    const joined = await joinRememberedInvitation(ctx, user)
    if (joined) {
      session.flash('success', i18n.t('projects.flash.joined', { project: joined.name }))
      return response.redirect().toRoute('projects.show', { id: joined.id })
    }
    // Came from an offer's "start your project": their first project is there.
    const started = await startRememberedOfferProject(ctx, user)
    if (started) {
      session.flash('success', i18n.t('offers.flash.projectStarted', { project: started.name }))
      return response.redirect().toRoute('projects.show', { id: started.id })
    }
    return response.redirect().toRoute('dashboard')
  }

  /* "Resend the link" (limited: resend_verification_link.ts). */
  async send({ auth, session, response, i18n }: HttpContext) {
    const user = auth.user!
    if (user.isEmailVerified) return response.redirect().toRoute('dashboard')
    // Shown inside the page's card (a `status`), not as a toast as well.
    session.flash(
      'status',
      (await resendVerificationLink(user))
        ? { tone: 'success', message: i18n.t('auth.verify.linkSent') }
        : { tone: 'error', message: i18n.t('auth.verify.tooMany') }
    )
    return response.redirect().back()
  }
}
