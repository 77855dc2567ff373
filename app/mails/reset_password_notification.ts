import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import productConfig from '#config/product'
import type User from '#models/user'
import { ActionMail } from '#mails/action_mail'

/* The link to choose a new password; `token` is the only copy outside the database's hash. */
export default class ResetPasswordNotification extends ActionMail {
  constructor(
    user: User,
    private token: string
  ) {
    super(user)
  }

  protected body() {
    const url = router.urlBuilder.urlFor(
      'password.reset',
      { token: this.token },
      { prefixUrl: appUrl }
    )
    return {
      subject: this.t('auth.mail.reset.subject', { product: productConfig.name }),
      lines: [this.t('auth.mail.reset.line')],
      action: { label: this.t('auth.mail.reset.action'), url },
      outro: [this.t('auth.mail.reset.expires'), this.t('auth.mail.reset.ignore')],
    }
  }
}
