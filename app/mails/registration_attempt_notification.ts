import productConfig from '#config/product'
import { AuthMail, type MailRecipient } from '#mails/auth_mail'

/*
| Sent to the owner of an address when someone registers with it again. The form answers as if
| an account had been created (so it does not reveal who has one); this tells the real owner
| what happened and how to get in.
*/
export default class RegistrationAttemptNotification extends AuthMail {
  constructor(
    recipient: MailRecipient,
    private urls: { login: string; reset: string }
  ) {
    super(recipient)
  }

  protected content() {
    return {
      subject: this.t('auth.mail.registrationAttempt.subject', { product: productConfig.name }),
      greeting: this.t('auth.mail.greeting', { name: this.recipient.fullName }),
      lines: [this.t('auth.mail.registrationAttempt.line', { product: productConfig.name })],
      action: { label: this.t('auth.mail.registrationAttempt.action'), url: this.urls.login },
      outro: [
        this.t('auth.mail.registrationAttempt.forgot', { url: this.urls.reset }),
        this.t('auth.mail.registrationAttempt.ignore'),
      ],
    }
  }
}
