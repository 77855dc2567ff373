import OfferMail from '#mails/offer_mail'
import { OFFER_BOUNDS, OFFER_LOCALES, type OfferLocale } from '#shared/offers'

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
    // A sample link, so the preview shows the button the recipient will get.
    viewToken: 'preview',
  }
}
