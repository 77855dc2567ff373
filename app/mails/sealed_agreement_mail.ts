import { ActionMail } from '#mails/action_mail'
import type Agreement from '#models/agreement'

/*
| "Signed and sealed": to the signer and to the offer's author, each with a link to where they
| download the sealed PDF (never the file itself: the signer's address is verified only by the
| code, and a link checks access on every download).
*/
export default class SealedAgreementMail extends ActionMail {
  constructor(
    recipient: { email: string; fullName: string; locale: string },
    private agreement: Agreement,
    private url: string
  ) {
    super(recipient)
  }

  protected body() {
    const values = {
      subject: this.agreement.content.subject,
      name: this.agreement.signerName,
      reference: this.agreement.reference,
    }
    return {
      subject: this.t('agreements.mail.sealed.subject', values),
      lines: [
        this.t('agreements.mail.sealed.line', values),
        this.t('agreements.mail.sealed.reference', values),
      ],
      action: { label: this.t('agreements.mail.sealed.action'), url: this.url },
      outro: [this.t('agreements.mail.sealed.verify')],
    }
  }
}
