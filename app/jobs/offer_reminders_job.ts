import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendOfferReminders } from '#actions/offers/offer_reminders'

/* Daily (start/scheduler.ts): reminders to offers' recipients who have not answered, each once. */
export default class OfferRemindersJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'OfferRemindersJob', queue: 'default', maxRetries: 0 }

  async execute() {
    await sendOfferReminders()
  }
}
