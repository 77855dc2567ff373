import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { verifyPassword } from '#actions/auth/password_confirmation'
import { listSessions } from '#actions/auth/list_sessions'
import { endOtherSessions } from '#actions/auth/end_other_sessions'
import { confirmPasswordValidator } from '#validators/auth'
import BrowserSessionTransformer from '#transformers/browser_session_transformer'

/*
| Browser sessions: where the account is signed in, and a way to end every other session.
| Ending them asks for the password (throttled with password confirmation, as both are guesses at
| the same secret), so a borrowed, unlocked browser cannot lock its owner out.
*/
export default class SessionsController {
  async index(ctx: HttpContext) {
    return ctx.inertia.render('settings/sessions', {
      sessions: BrowserSessionTransformer.transform(await listSessions(ctx, ctx.auth.user!)),
      // Relative times are computed against the server's clock, so both renders agree.
      now: new Date().toISOString(),
    })
  }

  async destroyOthers(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const { password } = await request.validateUsing(confirmPasswordValidator)
    const error = await verifyPassword(ctx, auth.user!, password)
    if (error) {
      flashFieldError(ctx, 'password', error)
      return response.redirect().back()
    }
    await endOtherSessions(ctx, auth.user!)
    session.flash('success', i18n.t('settings.sessions.loggedOut'))
    return response.redirect().toRoute('sessions.index')
  }
}
