import OfferMail from '#mails/offer_mail'
import { DateTime } from 'luxon'
import {
  OFFER_BOUNDS,
  OFFER_ITEM_BOUNDS,
  OFFER_LOCALES,
  type OfferLineItem,
  type OfferLocale,
} from '#shared/offers'
import { CURRENCIES, PROJECT_BOUNDS, MINOR_UNITS, type Currency } from '#shared/projects'
import { toMinorUnits } from '#validators/project'

/* A price or quantity as typed, if it reads as one (the preview skips what does not). */
const MONEY = /^\d{1,12}([.,]\d{1,2})?$/
const QUANTITY = /^\d{1,5}([.,]\d{1,2})?$/
const minorOf = (value: unknown) =>
  typeof value === 'string' && MONEY.test(value.trim())
    ? Math.min(toMinorUnits(value.trim()), PROJECT_BOUNDS.priceMax * MINOR_UNITS)
    : null

function previewItems(value: unknown): OfferLineItem[] {
  if (!Array.isArray(value)) return []
  return value.slice(0, OFFER_ITEM_BOUNDS.itemsMax).flatMap((row: Record<string, unknown>) => {
    const description =
      typeof row?.description === 'string'
        ? row.description.trim().slice(0, OFFER_ITEM_BOUNDS.descriptionMax)
        : ''
    const quantityText = typeof row?.quantity === 'string' ? row.quantity.trim() : ''
    const quantity = QUANTITY.test(quantityText) ? Number(quantityText.replace(',', '.')) : 0
    const unitPriceMinor = minorOf(row?.unitPrice) ?? 0
    if (!description && !quantity && !unitPriceMinor) return []
    return [
      { description, quantity: Math.min(quantity, OFFER_ITEM_BOUNDS.quantityMax), unitPriceMinor },
    ]
  })
}

export type RenderedEmail = { subject: string; html: string; text: string }

/*
| Renders an offer e-mail exactly as it goes out (the same OfferMail, the same views), without
| the tracking image. The preview takes half a form as it is: nothing is required, anything too
| long is cut to its bound, a language the product does not speak becomes the default.
*/
export async function renderOfferEmail(
  source: ConstructorParameters<typeof OfferMail>[0]
): Promise<RenderedEmail> {
  const mail = new OfferMail(source, { tracking: false })
  await mail.buildWithContents()
  const { message } = mail.message.toObject()
  return {
    subject: String(message.subject ?? ''),
    html: String(message.html ?? ''),
    text: String(message.text ?? ''),
  }
}

export function readPreviewInput(body: Record<string, unknown>) {
  const text = (name: string, max: number) => {
    const value = body[name]
    return typeof value === 'string' ? value.slice(0, max) : ''
  }
  const locale = text('locale', 5) as OfferLocale
  return {
    email: text('email', OFFER_BOUNDS.emailMax),
    greeting: text('greeting', OFFER_BOUNDS.greetingMax),
    salutation: text('salutation', OFFER_BOUNDS.salutationMax),
    locale: OFFER_LOCALES.includes(locale) ? locale : 'en',
    subject: text('subject', OFFER_BOUNDS.subjectMax),
    content: text('content', OFFER_BOUNDS.contentMax),
    currency: CURRENCIES.includes(text('currency', 3) as Currency) ? text('currency', 3) : 'EUR',
    priceMinor: minorOf(body.price),
    timeline: text('timeline', OFFER_ITEM_BOUNDS.timelineMax).trim() || null,
    validUntil: /^\d{4}-\d{2}-\d{2}$/.test(text('validUntil', 10))
      ? DateTime.fromISO(text('validUntil', 10))
      : null,
    items: previewItems(body.items),
    // A sample link, so the preview shows the button the recipient will get.
    viewToken: 'preview',
  }
}
