import type { HttpContext } from '@adonisjs/core/http'
import type { NextFn } from '@adonisjs/core/types/http'
import { answerTrackingImage, TRACKING_PATH } from '#services/tracking_image'

/*
| Offer e-mails' tracking images are answered here, before the router's middleware: a mail
| client's fetch then gets no session or CSRF cookie and leaves no session row behind
| (DESIGN.md: the image sets no cookie). The route `offers.track` names the same path.
*/
export default class TrackingImageMiddleware {
  handle(ctx: HttpContext, next: NextFn) {
    const method = ctx.request.method()
    const match =
      method === 'GET' || method === 'HEAD' ? TRACKING_PATH.exec(ctx.request.url()) : null
    if (!match) return next()
    // Tokens are URL-safe as issued; anything encoded is not one, and changes nothing.
    return answerTrackingImage(ctx, match[1])
  }
}
