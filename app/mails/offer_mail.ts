import { AppMail, type MailContent } from '#mails/app_mail'
import productConfig from '#config/product'
import inboundMailConfig from '#config/inbound_mail'
import {
  formatQuantity,
  lineItemTotal,
  offerAmount,
  paragraphsOf,
  type OfferLineItem,
} from '#shared/offers'
import { formatMoney, type Currency } from '#shared/projects'
import { onlineViewUrl, trackingUrl } from '#actions/offers/offer_links'

/* What the e-mail is made of: an offer row, or what the create form holds for the preview. */
export type OfferMailSource = {
  id?: number
  email: string
  locale: string
  subject: string
  greeting: string
  salutation: string
  content: string
  trackingToken?: string | null
  viewToken?: string | null
  currency?: string
  priceMinor?: number | null
  timeline?: string | null
  validUntil?: { toISODate(): string | null } | null
  items?: readonly OfferLineItem[]
}

/*
| The offer e-mail, in the offer's language: the greeting, the content's paragraphs, the
| salutation, the company's signature and details, a link to the online view (to answer with one
| click) and the 1×1 tracking image. The create page's preview and the show page render this
| same class (without the tracking image, so looking at an offer never counts as an open).
*/
export default class OfferMail extends AppMail {
  /* The signature goes right under the salutation (this template), not a paragraph below. */
  protected signed = false

  constructor(
    private offer: OfferMailSource,
    private options: { tracking: boolean } = { tracking: true }
  ) {
    super({ email: offer.email, fullName: '', locale: offer.locale })
    // An answer lands on the offer's timeline for staff (app/services/inbound_mail.ts).
    if (offer.id && options.tracking) {
      this.replyThread = { kind: 'offer', id: offer.id, recipientId: 0 }
    }
    this.fallbackReplyTo = {
      address: productConfig.company.email,
      name: productConfig.company.name,
    }
  }

  /*
  | The offer's terms as the e-mail states them: the amount, the timeline and the valid-until
  | day in a summary, then the line items with their total; each part only when the offer has it.
  */
  private terms() {
    const { offer } = this
    const currency = (offer.currency ?? 'EUR') as Currency
    const money = (minor: number) => formatMoney({ minor, currency }, this.language)
    const items = offer.items ?? []
    const amount = offerAmount({ lineItems: items, priceMinor: offer.priceMinor ?? null })
    const validUntil = offer.validUntil?.toISODate()
    const summary = [
      amount === null ? null : { label: this.t('offers.terms.price'), value: money(amount) },
      offer.timeline ? { label: this.t('offers.terms.timeline'), value: offer.timeline } : null,
      validUntil
        ? {
            label: this.t('offers.terms.validUntil'),
            value: new Intl.DateTimeFormat(this.language, {
              dateStyle: 'long',
              timeZone: 'UTC',
            }).format(new Date(`${validUntil}T00:00:00Z`)),
          }
        : null,
    ].filter((row) => row !== null)
    return {
      summary,
      items: items.length
        ? {
            title: this.t('offers.terms.items'),
            rows: items.map((item) => ({
              description: item.description,
              detail: `${formatQuantity(item.quantity, this.language)} × ${money(item.unitPriceMinor)}`,
              total: money(lineItemTotal(item)),
            })),
            totalLabel: this.t('offers.terms.total'),
            total: money(amount ?? 0),
          }
        : null,
    }
  }

  protected content(): MailContent {
    const { offer } = this
    const { company } = productConfig
    const viewUrl = offer.viewToken ? onlineViewUrl(offer.viewToken, this.language) : null
    return {
      subject: offer.subject,
      view: 'offer',
      data: {
        greeting: offer.greeting,
        paragraphs: paragraphsOf(offer.content).map((paragraph) => paragraph.split('\n')),
        salutation: offer.salutation,
        terms: this.terms(),
        signature: this.t('common.mail.signature', { product: productConfig.name }),
        view: viewUrl
          ? {
              url: viewUrl,
              intro: this.t('offers.mail.viewIntro'),
              label: this.t('offers.mail.viewAction'),
            }
          : null,
        details: [
          company.name,
          `${this.t('offers.mail.registrationNumber')} ${company.registrationNumber}`,
          `${this.t('offers.mail.vatNumber')} ${company.vatNumber}`,
          company.email,
          company.phone,
        ],
        trackingUrl:
          this.options.tracking && offer.trackingToken ? trackingUrl(offer.trackingToken) : null,
      },
    }
  }

  prepare() {
    super.prepare()
    this.message.header('Content-Language', this.language)
    // One id per offer: should a re-send ever repeat a delivery, mail clients show one message.
    if (this.offer.id && this.offer.trackingToken) {
      this.message.messageId(
        `<offer-${this.offer.id}-${this.offer.trackingToken.slice(0, 12)}@${inboundMailConfig.messageIdDomain}>`
      )
    }
  }
}
