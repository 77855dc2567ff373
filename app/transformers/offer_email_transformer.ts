import { BaseTransformer } from '@adonisjs/core/transformers'
import type { RenderedEmail } from '#actions/offers/preview_offer'

/* An offer e-mail as rendered by the server (OfferMail), for the preview and the show page. */
export default class OfferEmailTransformer extends BaseTransformer<RenderedEmail> {
  toObject() {
    const { subject, html, text } = this.resource
    return { subject, html, text }
  }
}
