import productConfig from '#config/product'
import type User from '#models/user'
import { ActionMail } from '#mails/action_mail'
import { verificationUrl } from '#actions/auth/email_verification'

/* Sent after registration, on request, and to the new address after an e-mail change. */
export default class VerifyEmailNotification extends ActionMail {
  constructor(private user: User) {
    super(user)
  }

  protected body() {
    return {
      subject: this.t('auth.mail.verify.subject', { product: productConfig.name }),
      lines: [this.t('auth.mail.verify.line')],
      action: { label: this.t('auth.mail.verify.action'), url: verificationUrl(this.user) },
      outro: [this.t('auth.mail.verify.expires'), this.t('auth.mail.verify.ignore')],
    }
  }
}
