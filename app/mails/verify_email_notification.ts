import productConfig from '#config/product'
import { AuthMail, type MailRecipient } from '#mails/auth_mail'

/* Sent after registration, on request, and to the new address after an e-mail change. */
export default class VerifyEmailNotification extends AuthMail {
  constructor(
    recipient: MailRecipient,
    private url: string
  ) {
    super(recipient)
  }

  protected content() {
    return {
      subject: this.t('auth.mail.verify.subject', { product: productConfig.name }),
      greeting: this.t('auth.mail.greeting', { name: this.recipient.fullName }),
      lines: [this.t('auth.mail.verify.line')],
      action: { label: this.t('auth.mail.verify.action'), url: this.url },
      outro: [this.t('auth.mail.verify.expires'), this.t('auth.mail.verify.ignore')],
    }
  }
}
