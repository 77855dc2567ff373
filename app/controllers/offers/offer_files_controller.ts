import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import { findOfferFile } from '#actions/offers/offer_files'
import { serveFile } from '#actions/files/serve_file'

/* Files a recipient e-mailed with an answer to an offer: staff's, like the rest of the area. */
export default class OfferFilesController {
  async show(ctx: HttpContext) {
    await ctx.bouncer.with(StaffPolicy).authorize('accessOffers')
    const file = await findOfferFile(ctx.params.id)
    return serveFile(ctx, file, { download: ctx.request.input('download') === '1' })
  }

  async thumbnail(ctx: HttpContext) {
    await ctx.bouncer.with(StaffPolicy).authorize('accessOffers')
    const file = await findOfferFile(ctx.params.id)
    if (!file.thumbnailKey) return ctx.response.notFound()
    return serveFile(ctx, file, { thumbnail: true })
  }
}
