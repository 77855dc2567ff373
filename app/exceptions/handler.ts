import app from '@adonisjs/core/services/app'
import { errors as shieldErrors } from '@adonisjs/shield'
import { errors as vineErrors } from '@vinejs/vine'
import { errors as bouncerErrors } from '@adonisjs/bouncer'
import { Exception } from '@adonisjs/core/exceptions'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'
import { isDependencyDown } from '#infrastructure/dependency_errors'
import { isWriteRefused } from '#infrastructure/write_errors'
import { keepInput } from '#infrastructure/old_input'
import { refuseFile } from '#actions/files/file_errors'

/* The auth middleware may not have run (a request refused before it). */
function signedIn(ctx: HttpContext) {
  return Boolean((ctx as Partial<HttpContext>).auth?.user)
}

/*
| The session middleware commits after the error is handled; a request that must leave the store
| and the cookies as they were skips that commit (the session offers no read-only switch once
| it has started).
*/
function leaveSessionAsItWas(session: HttpContext['session']) {
  Object.defineProperty(session, 'commit', { value: async () => {} })
}

export default class HttpExceptionHandler extends ExceptionHandler {
  /* Stack traces only while developing; tests see what a visitor sees. */
  protected debug = app.inDev

  protected renderStatusPages = true

  /*
  | A signed-in user meets the 404 inside the app's shell (its navigation, their account); a guest
  | inside the public site's. Unknown addresses reach the sign-in middleware through the catch-all
  | route (start/routes/not_found.ts).
  */
  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '403': (_, { inertia }) => inertia.render('errors/forbidden', {}),
    '404': (_, ctx) =>
      ctx.inertia.render(signedIn(ctx) ? 'errors/app_not_found' : 'errors/not_found', {}),
    ...(app.inDev
      ? {}
      : {
          '500..599': (error, { inertia }) =>
            inertia.render('errors/server_error', { status: error.status }),
        }),
  }

  async handle(error: unknown, ctx: HttpContext) {
    // The database or Redis is out of reach: a clean, translated 503 that invites a retry.
    if (isDependencyDown(error)) {
      const unavailable = new Exception('The service is briefly unavailable', {
        status: 503,
        code: 'E_SERVICE_UNAVAILABLE',
      })
      ctx.response.header('Retry-After', '5')
      if (this.#wantsJson(ctx)) {
        return ctx.response.serviceUnavailable({
          message: ctx.i18n.t('errors.E_SERVICE_UNAVAILABLE'),
        })
      }
      return super.handle(unavailable, ctx)
    }
    /*
    | The database refused to keep a write (a full disk, a failed COMMIT): nothing was saved and
    | nothing may say so. JSON gets a translated 503; a form goes back to its page with the
    | message and what was typed, as a refused validation does; a page gets the 503 page.
    */
    if (isWriteRefused(error)) {
      ctx.response.header('Retry-After', '5')
      const message = ctx.i18n.t('errors.E_NOT_SAVED')
      if (this.#wantsJson(ctx)) return ctx.response.serviceUnavailable({ message })
      if ('session' in ctx && !['GET', 'HEAD'].includes(ctx.request.method())) {
        ctx.session.flash('error', message)
        keepInput(ctx)
        return ctx.response.redirect().back()
      }
      return super.handle(new Exception(message, { status: 503, code: 'E_NOT_SAVED' }), ctx)
    }
    // An upload over the body parser's limit: the same translated refusal as a file too large.
    // (A form or JSON body over its own limit is not a file: it keeps the general answer.)
    if (
      (error as { code?: string })?.code === 'E_REQUEST_ENTITY_TOO_LARGE' &&
      ctx.request.is(['multipart/form-data']) === 'multipart/form-data'
    ) {
      return super.handle(refuseFile(ctx, 'tooLarge'), ctx)
    }
    // A policy that hides what exists (app/policies/responses.ts) looks like an unknown URL.
    if (error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE && error.response.status === 404) {
      return super.handle(new Exception('Not found', { status: 404, code: 'E_NOT_FOUND' }), ctx)
    }
    /*
    | Opening a page one may not use gets the Forbidden page instead of bouncer's plain text.
    | Forms (a redirect back with the flashed reason) and JSON keep bouncer's own answer.
    */
    if (
      error instanceof bouncerErrors.E_AUTHORIZATION_FAILURE &&
      ['GET', 'HEAD'].includes(ctx.request.method()) &&
      !this.#wantsJson(ctx)
    ) {
      const message = error.getResponseMessage(ctx)
      return super.handle(new Exception(message, { status: 403, code: 'E_FORBIDDEN' }), ctx)
    }
    /*
    | A script asking for JSON (pusher-js authorising a channel) gets JSON, not a redirect to HTML.
    | Such a script still holds the token, and may still send the cookies, of the page it was
    | loaded with, so right after a form that replaced the session (deleting one's account) its
    | ask is refused here, racing that form's redirect. The refusal changes nothing the browser or
    | the store holds: no cookie (the old session's would replace the new one, and with it "Your
    | account has been deleted."), and no session write (which would use up the new session's
    | flash messages when the ask carries its cookie).
    */
    if (error instanceof shieldErrors.E_BAD_CSRF_TOKEN && this.#wantsJson(ctx)) {
      if ('session' in ctx) leaveSessionAsItWas(ctx.session)
      ctx.response.removeHeader('set-cookie')
      return ctx.response.forbidden({ message: error.getResponseMessage(error, ctx) })
    }
    if (
      error instanceof vineErrors.E_VALIDATION_ERROR &&
      'session' in ctx &&
      !this.#wantsJson(ctx)
    ) {
      ctx.session.flashValidationErrors(error, false)
      keepInput(ctx)
      return ctx.response.redirect().back()
    }
    return super.handle(error, ctx)
  }

  #wantsJson(ctx: HttpContext) {
    return !ctx.request.header('X-Inertia') && ctx.request.accepts(['html', 'json']) === 'json'
  }

  async report(error: unknown, ctx: HttpContext) {
    // Expected while a dependency restarts: a warning, not an error page for the operator.
    if (isDependencyDown(error)) {
      const { message, code } = error as Error & { code?: string }
      ctx.logger.warn({ err: { message, code } }, 'A dependency is unavailable; answered 503')
      return
    }
    return super.report(error, ctx)
  }
}
