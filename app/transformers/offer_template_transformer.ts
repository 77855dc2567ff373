import { BaseTransformer } from '@adonisjs/core/transformers'
import type OfferTemplate from '#models/offer_template'
import { isoOf } from '#infrastructure/stored_times'

/*
| An offer template, for the templates' pages and the composer's "Start from a template" (which
| fills the form from every field here). The total is not computed here: the form computes it as
| it does for the offer.
*/
export default class OfferTemplateTransformer extends BaseTransformer<OfferTemplate> {
  toObject() {
    const template = this.resource
    return {
      id: template.id,
      name: template.name,
      locale: template.locale,
      subject: template.subject,
      greeting: template.greeting,
      salutation: template.salutation,
      content: template.content,
      currency: template.currency,
      priceMinor: template.priceMinor,
      timeline: template.timeline,
      validDays: template.validDays,
      items: template.items,
      updatedAt: isoOf(template.updatedAt),
    }
  }
}
