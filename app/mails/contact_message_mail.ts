import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import productConfig from '#config/product'
import { formatPostalAddress } from '#shared/postal_address'
import type ContactMessage from '#models/contact_message'

/*
| A contact-form message, forwarded to the company's address (config/product.ts) through the
| queue. It is written for the company's team, in the application's default language; Reply-To
| is the visitor, so answering the e-mail answers them. The views get finished strings, so the
| queue worker needs nothing but JSON to render it.
*/
export default class ContactMessageMail extends BaseMail {
  constructor(private contact: ContactMessage) {
    super()
  }

  prepare() {
    const i18n = i18nManager.locale(i18nManager.defaultLocale)
    const { name, email, message, locale } = this.contact
    const data = {
      lang: i18n.locale,
      product: productConfig.name,
      company: productConfig.company.name,
      address: formatPostalAddress(productConfig.company.address, i18n.locale),
      subject: i18n.t('marketing.contact.mail.subject', { name }),
      heading: i18n.t('marketing.contact.mail.heading'),
      rows: [
        { label: i18n.t('marketing.contact.mail.from'), value: `${name} <${email}>` },
        { label: i18n.t('marketing.contact.mail.language'), value: locale },
        {
          label: i18n.t('marketing.contact.mail.sentAt'),
          value: i18n.formatDate(this.contact.createdAt.toJSDate(), {
            dateStyle: 'medium',
            timeStyle: 'short',
            timeZone: 'Europe/Bratislava',
          }),
        },
      ],
      paragraphs: message.split(/\r?\n/),
      message,
      consent: i18n.t('marketing.contact.mail.consent'),
      replyHint: i18n.t('marketing.contact.mail.replyHint', { name }),
    }
    this.message
      .to(productConfig.company.email, productConfig.company.name)
      .replyTo(email, name)
      .subject(data.subject)
      .htmlView('emails/contact_message', data)
      .textView('emails/contact_message_text', data)
  }
}
