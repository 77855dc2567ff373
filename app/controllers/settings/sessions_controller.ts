import type { HttpContext } from '@adonisjs/core/http'
import hash from '@adonisjs/core/services/hash'
import { flashFieldError } from '#actions/auth/field_error'
import { throttled, userGate } from '#actions/auth/login_throttle'
import { endOtherSessions, listSessions } from '#actions/auth/sessions'
import { confirmPasswordValidator } from '#validators/auth'
import BrowserSessionTransformer from '#transformers/browser_session_transformer'

/*
| Browser sessions: where the account is signed in, and a way to end every other session.
| Ending them asks for the password (throttled with password confirmation, as both are guesses at
| the same secret), so a borrowed, unlocked browser cannot lock its owner out.
*/
export default class SessionsController {
  async index(ctx: HttpContext) {
    const { inertia, auth } = ctx
    return inertia.render('settings/sessions', {
      sessions: BrowserSessionTransformer.transform(await listSessions(ctx, auth.user!)),
      // Relative times are computed against the server's clock, so both renders agree.
      now: new Date().toISOString(),
    })
  }

  async destroyOthers(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const user = auth.user!
    const { password } = await request.validateUsing(confirmPasswordValidator)
    const result = await throttled([userGate('confirm-password', user.id)], async () => {
      if (!(await hash.verify(user.password, password))) throw new Error('wrong password')
    })
    if (!result.ok) {
      const message =
        'retryAfter' in result
          ? i18n.t('auth.throttle', { seconds: result.retryAfter })
          : i18n.t('auth.password.incorrect')
      flashFieldError(ctx, 'password', message)
      return response.redirect().back()
    }
    await endOtherSessions(ctx, user)
    session.flash('success', i18n.t('settings.sessions.loggedOut'))
    return response.redirect().toRoute('sessions.index')
  }
}
