import { BaseTransformer } from '@adonisjs/core/transformers'
import type Invoice from '#models/invoice'
import type { PaymentSchedule } from '#actions/projects/payment_schedule'
import { displayStatus } from '#actions/invoices/list_invoices'
import { isoOrNull } from '#infrastructure/stored_times'

/*
| The project's "Payments" card (app/actions/projects/payment_schedule.ts): each row of the
| agreed plan's schedule with the invoice that asks for it, the other invoices, the totals.
| Only ever built for staff and the owner (`ProjectPolicy.seePaymentSchedule`).
*/
export default class PaymentScheduleTransformer extends BaseTransformer<PaymentSchedule> {
  toObject() {
    const schedule = this.resource
    return {
      revisionNumber: schedule.revisionNumber,
      currency: schedule.currency,
      depositPercent: schedule.depositPercent,
      rows: schedule.rows.map((row) => ({
        key: row.key,
        kind: row.kind,
        title: row.title,
        amountMinor: row.amountMinor,
        targetDate: row.targetDate,
        state: row.state,
        invoice: row.invoice ? invoiceOf(row.invoice) : null,
      })),
      others: schedule.others.map(invoiceOf),
      totals: schedule.totals,
    }
  }
}

function invoiceOf(invoice: Invoice) {
  return {
    id: invoice.id,
    number: invoice.number,
    status: displayStatus(invoice),
    issueDate: invoice.issueDate?.toISODate() ?? null,
    dueDate: invoice.dueDate?.toISODate() ?? null,
    paidAt: isoOrNull(invoice.paidAt),
    currency: invoice.currency,
    totalMinor: invoice.totalMinor,
    outstandingMinor: invoice.outstandingMinor,
  }
}
