import i18nManager from '@adonisjs/i18n/services/main'
import productConfig from '#config/product'
import type ContactMessage from '#models/contact_message'
import { AppMail } from '#mails/app_mail'

/*
| A contact-form message, forwarded to the company's address (config/product.ts) through the
| queue. It is written for the company's team, in the application's default language, and not
| signed; Reply-To is the visitor, so answering the e-mail answers them.
*/
export default class ContactMessageMail extends AppMail {
  protected signed = false

  constructor(private contact: ContactMessage) {
    super({
      email: productConfig.company.email,
      fullName: productConfig.company.name,
      locale: i18nManager.defaultLocale,
    })
  }

  protected content() {
    const { name, email, message, locale } = this.contact
    const sentAt = i18nManager.locale(this.language).formatDate(this.contact.createdAt.toJSDate(), {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'Europe/Bratislava',
    })
    return {
      subject: this.t('marketing.contact.mail.subject', { name }),
      view: 'contact_message',
      data: {
        heading: this.t('marketing.contact.mail.heading'),
        rows: [
          { label: this.t('marketing.contact.mail.from'), value: `${name} <${email}>` },
          { label: this.t('marketing.contact.mail.language'), value: locale },
          { label: this.t('marketing.contact.mail.sentAt'), value: sentAt },
        ],
        paragraphs: message.split(/\r?\n/),
        message,
        consent: this.t('marketing.contact.mail.consent'),
        replyHint: this.t('marketing.contact.mail.replyHint', { name }),
      },
    }
  }

  prepare() {
    super.prepare()
    this.message.replyTo(this.contact.email, this.contact.name)
  }
}
