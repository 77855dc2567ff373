import { ActionMail, type ActionMailContent } from '#mails/action_mail'
import productConfig from '#config/product'

export type RefusalReason =
  'no_access' | 'deactivated' | 'not_recipient' | 'expired' | 'unknown' | 'replies_off'

/*
| The polite answer to an e-mailed reply the platform did not post (app/services/inbound_mail.ts):
| why, in the sender's language where it is known, and that nothing was shared. It names no
| thread and quotes nothing: the sender may be someone the thread is no longer open to.
*/
export default class InboundRefusedMail extends ActionMail {
  constructor(
    recipient: { email: string; fullName: string; locale: string },
    private reason: RefusalReason,
    private answered: string
  ) {
    super(recipient)
  }

  protected body(): ActionMailContent {
    const product = productConfig.name
    return {
      subject: this.t('mail_in.refused.subject', { subject: this.answered || product }),
      lines: [
        this.t(`mail_in.refused.${this.reason}`, { product }),
        this.t('mail_in.refused.notPosted', { product }),
      ],
      outro: [this.t('mail_in.refused.contact', { email: productConfig.company.email })],
    }
  }
}
