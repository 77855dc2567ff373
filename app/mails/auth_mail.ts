import { BaseMail } from '@adonisjs/mail'
import i18nManager from '@adonisjs/i18n/services/main'
import productConfig from '#config/product'
import { formatPostalAddress } from '#shared/postal_address'

export type MailRecipient = { email: string; fullName: string; locale: string }

export type AuthMailContent = {
  subject: string
  greeting: string
  lines: string[]
  action?: { label: string; url: string }
  outro: string[]
}

/*
| The account e-mails share one layout (resources/views/emails/action[_text].edge) with an
| HTML and a plain-text part. Each mail is written in the recipient's language; the views get
| finished strings, so rendering later in a queue worker needs nothing but JSON.
*/
export abstract class AuthMail extends BaseMail {
  protected locale: string

  constructor(protected recipient: MailRecipient) {
    super()
    this.locale = recipient.locale
  }

  protected t(key: string, data?: Record<string, unknown>) {
    return i18nManager.locale(this.language()).t(key, data)
  }

  private language() {
    return i18nManager.getSupportedLocaleFor([this.locale]) ?? i18nManager.defaultLocale
  }

  protected abstract content(): AuthMailContent

  prepare() {
    const content = this.content()
    const data = {
      ...content,
      lang: this.locale,
      product: productConfig.name,
      company: productConfig.company.name,
      address: formatPostalAddress(productConfig.company.address, this.language()),
      fallback: content.action
        ? this.t('auth.mail.actionFallback', { action: content.action.label })
        : null,
      signature: this.t('auth.mail.signature', { product: productConfig.name }),
    }
    this.message
      .to(this.recipient.email, this.recipient.fullName)
      .subject(content.subject)
      .htmlView('emails/action', data)
      .textView('emails/action_text', data)
  }
}
