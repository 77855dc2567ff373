import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendPaymentReminders } from '#actions/payments/payment_reminders'

/* Daily (start/scheduler.ts): reminders for overdue invoices, each stage once. */
export default class PaymentRemindersJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'PaymentRemindersJob', queue: 'default', maxRetries: 0 }

  async execute() {
    await sendPaymentReminders()
  }
}
