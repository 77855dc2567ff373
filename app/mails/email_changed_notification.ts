import productConfig from '#config/product'
import { AuthMail, type MailRecipient } from '#mails/auth_mail'

/* Tells the previous address that the account's e-mail was changed, in case it was not them. */
export default class EmailChangedNotification extends AuthMail {
  constructor(
    recipient: MailRecipient,
    private newEmail: string
  ) {
    super(recipient)
  }

  protected content() {
    return {
      subject: this.t('auth.mail.emailChanged.subject', { product: productConfig.name }),
      greeting: this.t('auth.mail.greeting', { name: this.recipient.fullName }),
      lines: [this.t('auth.mail.emailChanged.line', { email: this.newEmail })],
      outro: [this.t('auth.mail.emailChanged.notYou', { company: productConfig.company.email })],
    }
  }
}
