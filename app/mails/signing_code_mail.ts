import { ActionMail } from '#mails/action_mail'
import type Offer from '#models/offer'
import agreementsConfig from '#config/agreements'

/*
| The one-time code that lets the recipient of an offer sign it without an account, in the
| offer's language, to the address the offer went to. No button: the code is typed on the page
| that asked for it.
*/
export default class SigningCodeMail extends ActionMail {
  constructor(
    private offer: Offer,
    private code: string
  ) {
    super({ email: offer.email, fullName: offer.email, locale: offer.locale })
  }

  protected body() {
    return {
      subject: this.t('agreements.mail.code.subject', { code: this.code }),
      lines: [
        this.t('agreements.mail.code.line', { subject: this.offer.subject }),
        this.t('agreements.mail.code.code', { code: this.code }),
      ],
      outro: [
        this.t('agreements.mail.code.expires', { minutes: agreementsConfig.codeMinutes }),
        this.t('agreements.mail.code.ignore'),
      ],
    }
  }
}
