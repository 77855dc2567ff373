import app from '@adonisjs/core/services/app'
import { errors } from '@adonisjs/shield'
import { type HttpContext, ExceptionHandler } from '@adonisjs/core/http'
import type { StatusPageRange, StatusPageRenderer } from '@adonisjs/core/types/http'

export default class HttpExceptionHandler extends ExceptionHandler {
  /* Stack traces only while developing; tests see what a visitor sees. */
  protected debug = app.inDev

  protected renderStatusPages = true

  protected statusPages: Record<StatusPageRange, StatusPageRenderer> = {
    '404': (_, { inertia }) => inertia.render('errors/not_found', {}),
    ...(app.inDev
      ? {}
      : { '500..599': (_, { inertia }) => inertia.render('errors/server_error', {}) }),
  }

  async handle(error: unknown, ctx: HttpContext) {
    // A script asking for JSON (pusher-js authorising a channel) gets JSON, not a redirect to HTML.
    if (error instanceof errors.E_BAD_CSRF_TOKEN && this.#wantsJson(ctx)) {
      return ctx.response.forbidden({ message: error.getResponseMessage(error, ctx) })
    }
    return super.handle(error, ctx)
  }

  #wantsJson(ctx: HttpContext) {
    return !ctx.request.header('X-Inertia') && ctx.request.accepts(['html', 'json']) === 'json'
  }

  async report(error: unknown, ctx: HttpContext) {
    return super.report(error, ctx)
  }
}
