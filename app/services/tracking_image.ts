import type { HttpContext } from '@adonisjs/core/http'
import { recordOpen } from '#actions/offers/record_open'

/* A transparent 1×1 GIF (43 bytes). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/* `/track/{tracking_token}.gif` (the route `offers.track`). */
export const TRACKING_PATH = /^\/track\/([^/]+)\.gif$/

/*
| The tracking image of an offer e-mail. Whatever the token, the answer is the same image, never
| cached, so a mail client cannot tell a known token from an unknown one and every opening of
| the e-mail fetches it again (what a fetch counts as: app/actions/offers/record_open.ts). Used by the tracking middleware (before sessions and CSRF, so no
| cookie is set and no session is stored per fetch) and by the route's controller.
*/
export async function answerTrackingImage(ctx: HttpContext, token: string) {
  if (ctx.request.method() === 'GET') {
    await recordOpen(token, {
      userAgent: ctx.request.header('user-agent') ?? null,
      // Only to recognise a mail proxy's network (TRUSTED_PROXIES decides whose word counts).
      ip: ctx.request.ip(),
    })
  }
  ctx.response.header('Content-Type', 'image/gif')
  ctx.response.header('Cache-Control', 'no-store, max-age=0')
  ctx.response.header('Content-Length', String(PIXEL.length))
  ctx.response.send(PIXEL)
}
