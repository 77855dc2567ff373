import type { JobOptions } from '@adonisjs/queue/types'
import { deliverOutbox } from '#actions/mail/deliver_outbox'
import { RequestScopedJob, type RequestScoped } from '#infrastructure/job_request_id'

export type DeliverOutboxPayload = { id?: number } & RequestScoped

/*
| Hands the outbox's due e-mails to the mail server: every minute (start/scheduler.ts), and for
| one e-mail right after it was stored, so it leaves at once. Never retried by the queue: what
| was not accepted stays due in the outbox, which keeps its own backoff.
*/
export default class DeliverOutboxJob extends RequestScopedJob<DeliverOutboxPayload> {
  static options: JobOptions = { name: 'DeliverOutboxJob', queue: 'default', maxRetries: 0 }

  async execute() {
    await deliverOutbox(undefined, { id: this.payload.id, logger: this.logger })
  }
}
