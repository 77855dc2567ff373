import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import OfferEmailTransformer from '#transformers/offer_email_transformer'
import { serializer } from '#infrastructure/serializer'
import { readPreviewInput, renderOfferEmail } from '#actions/offers/preview_offer'

/*
| The create form's live preview (JSON): the e-mail as the recipient will see it, rendered by
| the server with the very template that is sent.
*/
export default class PreviewsController {
  async store({ request, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const email = await renderOfferEmail(readPreviewInput(request.all()))
    return { data: await serializer.serialize(OfferEmailTransformer.transform(email)) }
  }
}
