import type { HttpContext } from '@adonisjs/core/http'
import { answerTrackingImage } from '#services/tracking_image'

/*
| The route of the tracking image. Requests are answered earlier by the tracking middleware
| (start/kernel.ts), which keeps them free of cookies; this answers the same should it be reached.
*/
export default class TrackingController {
  async show(ctx: HttpContext) {
    await answerTrackingImage(ctx, String(ctx.params.file).replace(/\.gif$/, ''))
  }
}
