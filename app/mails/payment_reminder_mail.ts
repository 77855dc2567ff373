import { ActionMail } from '#mails/action_mail'

export type ReminderDetails = {
  number: string
  amount: string
  dueDate: string
  variableSymbol: string
  url: string
  messageKey: string
}

/* A reminder that an invoice is overdue, in the owner's language, with a link to pay it. */
export default class PaymentReminderMail extends ActionMail {
  constructor(
    recipient: { email: string; fullName: string; locale: string },
    private details: ReminderDetails
  ) {
    super(recipient)
    this.messageKey = details.messageKey
  }

  protected body() {
    const values = { ...this.details }
    return {
      subject: this.t('invoices.reminder.subject', values),
      lines: [this.t('invoices.reminder.line', values), this.t('invoices.reminder.how', values)],
      action: { label: this.t('invoices.reminder.action'), url: this.details.url },
      outro: [this.t('invoices.reminder.ignore')],
    }
  }
}
