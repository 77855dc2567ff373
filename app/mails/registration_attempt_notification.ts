import router from '@adonisjs/core/services/router'
import { appUrl } from '#config/app'
import productConfig from '#config/product'
import type User from '#models/user'
import { ActionMail } from '#mails/action_mail'

/*
| Sent to the owner of an address when someone registers with it again. The form answers as if
| an account had been created (so it does not reveal who has one); this tells the real owner
| what happened and how to get in.
*/
export default class RegistrationAttemptNotification extends ActionMail {
  constructor(user: User) {
    super(user)
  }

  protected body() {
    const login = router.urlBuilder.urlFor('session.create', {}, { prefixUrl: appUrl })
    const reset = router.urlBuilder.urlFor('password.request', {}, { prefixUrl: appUrl })
    return {
      subject: this.t('auth.mail.registrationAttempt.subject', { product: productConfig.name }),
      lines: [this.t('auth.mail.registrationAttempt.line', { product: productConfig.name })],
      action: { label: this.t('auth.mail.registrationAttempt.action'), url: login },
      outro: [
        this.t('auth.mail.registrationAttempt.forgot', { url: reset }),
        this.t('auth.mail.registrationAttempt.ignore'),
      ],
    }
  }
}
