import { ActionMail } from '#mails/action_mail'

export type InvoiceMailDetails = {
  kind: 'invoice' | 'credit_note'
  number: string
  amount: string
  dueDate: string
  variableSymbol: string
  iban: string
  supplier: string
  url: string
}

/*
| An issued invoice (or credit note) sent to the project's owner, in their language: what it is,
| what to pay and how, and a link to its page (PDF, e-invoice XML, payment), never the files
| themselves, as every other e-mail of the product links rather than attaches.
*/
export default class InvoiceMail extends ActionMail {
  constructor(
    recipient: { email: string; fullName: string; locale: string },
    private details: InvoiceMailDetails
  ) {
    super(recipient)
  }

  protected body() {
    const values = { ...this.details }
    const kind = this.details.kind === 'credit_note' ? 'creditNote' : 'invoice'
    return {
      subject: this.t(`invoices.mail.${kind}.subject`, values),
      lines: [
        this.t(`invoices.mail.${kind}.line`, values),
        ...(this.details.kind === 'invoice' ? [this.t('invoices.mail.invoice.how', values)] : []),
      ],
      action: { label: this.t('invoices.mail.action'), url: this.details.url },
      outro: [this.t('invoices.mail.archive')],
    }
  }
}
