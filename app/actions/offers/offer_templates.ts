import { errors } from '@adonisjs/core'
import OfferTemplate from '#models/offer_template'
import type User from '#models/user'
import { recordId } from '#infrastructure/record_id'
import { OFFER_TEMPLATE_BOUNDS, type OfferLocale } from '#shared/offers'
import type { Currency } from '#shared/projects'

export type OfferTemplateInput = {
  name: string
  locale: OfferLocale
  subject?: string
  greeting?: string
  salutation?: string
  content?: string
  currency?: Currency
  price?: number | null
  timeline?: string | null
  validDays?: number | null
  items?: { description: string; quantity: number; unitPrice: number | null }[]
}

/*
| The team's offer templates: one list for everyone on the team, by language then name (the
| composer groups them by language). A template is only copied from, so these never reach an offer.
*/
export function offerTemplates() {
  return OfferTemplate.query()
    .orderBy('locale', 'asc')
    .orderBy('name', 'asc')
    .orderBy('id', 'asc')
    .limit(OFFER_TEMPLATE_BOUNDS.templatesMax)
}

function apply(template: OfferTemplate, input: OfferTemplateInput) {
  template.merge({
    name: input.name,
    locale: input.locale,
    subject: input.subject ?? '',
    greeting: input.greeting ?? '',
    salutation: input.salutation ?? '',
    content: input.content ?? '',
    currency: input.currency ?? 'EUR',
    priceMinor: input.price ?? null,
    timeline: input.timeline || null,
    validDays: input.validDays ?? null,
  })
  template.items = (input.items ?? []).map((item) => ({
    description: item.description,
    quantity: item.quantity,
    unitPriceMinor: item.unitPrice ?? 0,
  }))
}

export async function createOfferTemplate(author: User, input: OfferTemplateInput) {
  const template = new OfferTemplate()
  apply(template, input)
  template.createdById = author.id
  await template.save()
  return template
}

export async function updateOfferTemplate(template: OfferTemplate, input: OfferTemplateInput) {
  apply(template, input)
  await template.save()
  return template
}

/* By the id in a URL, or the Not found page (a malformed id and a missing one alike). */
export async function findOfferTemplate(id: unknown) {
  const templateId = recordId(id)
  const template = templateId ? await OfferTemplate.find(templateId) : null
  if (!template) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  return template
}
