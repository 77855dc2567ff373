import { ActionMail } from '#mails/action_mail'
import type { MailContent } from '#mails/app_mail'
import productConfig from '#config/product'
import { onlineViewUrl } from '#actions/offers/offer_links'

/* Why the recipient is reminded: the offer was opened some days ago, or it expires soon. */
export type OfferReminderReason = 'opened' | 'expiry'

export type OfferReminderSource = {
  id: number
  email: string
  locale: string
  subject: string
  greeting: string
  viewToken: string
  validUntil: { toISODate(): string | null } | null
}

/*
| A reminder to an offer's recipient who has not answered (app/actions/offers/offer_reminders.ts),
| in the offer's language: greeted as the offer greeted them, the offer named, the day it expires
| (when it has one), and a button to the online view where they answer. A reply lands on the
| offer's timeline, as a reply to the offer does.
*/
export default class OfferReminderMail extends ActionMail {
  constructor(
    private offer: OfferReminderSource,
    private reason: OfferReminderReason
  ) {
    super({ email: offer.email, fullName: '', locale: offer.locale })
    this.messageKey = `offer-reminder-${offer.id}-${reason}`
    this.replyThread = { kind: 'offer', id: offer.id, recipientId: 0 }
    this.fallbackReplyTo = {
      address: productConfig.company.email,
      name: productConfig.company.name,
    }
  }

  private expiresOn() {
    const day = this.offer.validUntil?.toISODate()
    if (!day) return null
    return new Intl.DateTimeFormat(this.language, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`)
    )
  }

  protected body() {
    const expires = this.expiresOn()
    const values = { subject: this.offer.subject, date: expires ?? '' }
    const key = `offers.reminder.${this.reason}`
    return {
      subject: this.t(`${key}.subject`, values),
      lines: [
        this.t(`${key}.line`, values),
        expires ? this.t('offers.reminder.expires', values) : this.t('offers.reminder.noExpiry'),
        this.t('offers.reminder.how'),
      ],
      action: {
        label: this.t('offers.reminder.action'),
        url: onlineViewUrl(this.offer.viewToken, this.language),
      },
      outro: [this.t('offers.reminder.ignore')],
    }
  }

  /* The offer's own greeting ("Dear Jana,"): the recipient may have no account and no name here. */
  protected content(): MailContent {
    const content = super.content()
    return { ...content, data: { ...content.data, greeting: this.offer.greeting } }
  }

  prepare() {
    super.prepare()
    this.message.header('Content-Language', this.language)
  }
}
