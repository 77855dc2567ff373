import { ActionMail } from '#mails/action_mail'

import type { InvoiceKind } from '#shared/invoices'

export type InvoiceMailDetails = {
  kind: InvoiceKind
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
    const kind = {
      invoice: 'invoice',
      credit_note: 'creditNote',
      advance: 'advance',
      advance_tax: 'advanceTax',
    }[this.details.kind]
    const payable = this.details.kind === 'invoice' || this.details.kind === 'advance'
    return {
      subject: this.t(`invoices.mail.${kind}.subject`, values),
      lines: [
        this.t(`invoices.mail.${kind}.line`, values),
        ...(payable ? [this.t('invoices.mail.invoice.how', values)] : []),
      ],
      action: { label: this.t('invoices.mail.action'), url: this.details.url },
      outro: [this.t('invoices.mail.archive')],
    }
  }
}
