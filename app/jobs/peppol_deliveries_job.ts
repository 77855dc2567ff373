import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { refreshPeppolDeliveries } from '#actions/invoices/send_invoice'

/* Every 15 minutes (start/scheduler.ts): what the Peppol provider says of deliveries under way. */
export default class PeppolDeliveriesJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'PeppolDeliveriesJob', queue: 'default', maxRetries: 0 }

  async execute() {
    await refreshPeppolDeliveries()
  }
}
