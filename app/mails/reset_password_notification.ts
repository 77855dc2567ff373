import productConfig from '#config/product'
import { AuthMail, type MailRecipient } from '#mails/auth_mail'

export default class ResetPasswordNotification extends AuthMail {
  constructor(
    recipient: MailRecipient,
    private url: string
  ) {
    super(recipient)
  }

  protected content() {
    return {
      subject: this.t('auth.mail.reset.subject', { product: productConfig.name }),
      greeting: this.t('auth.mail.greeting', { name: this.recipient.fullName }),
      lines: [this.t('auth.mail.reset.line')],
      action: { label: this.t('auth.mail.reset.action'), url: this.url },
      outro: [this.t('auth.mail.reset.expires'), this.t('auth.mail.reset.ignore')],
    }
  }
}
