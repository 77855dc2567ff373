import productConfig from '#config/product'
import type User from '#models/user'
import { ActionMail } from '#mails/action_mail'

/* Tells the previous address that the account's e-mail was changed, in case it was not them. */
export default class EmailChangedNotification extends ActionMail {
  constructor(
    private user: User,
    previousEmail: string
  ) {
    super({ email: previousEmail, fullName: user.fullName, locale: user.locale })
  }

  protected body() {
    return {
      subject: this.t('auth.mail.emailChanged.subject', { product: productConfig.name }),
      lines: [this.t('auth.mail.emailChanged.line', { email: this.user.email })],
      outro: [this.t('auth.mail.emailChanged.notYou', { company: productConfig.company.email })],
    }
  }
}
