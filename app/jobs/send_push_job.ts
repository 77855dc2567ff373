import type { JobOptions } from '@adonisjs/queue/types'
import { deliverPush } from '#actions/push/deliver_push'
import type { PushPayload } from '#services/web_push'
import { RequestScopedJob, type RequestScoped } from '#infrastructure/job_request_id'

export type SendPushPayload = { userId: number; payload: PushPayload } & RequestScoped

/*
| One notification to every device of one user (queued by pushToUser). It is not retried: the
| push service itself holds a message for an offline device (TTL), a transient refusal of one
| device is logged and that device kept, and a late retry would announce old news (the bell and
| the e-mail digest stay the durable record).
*/
export default class SendPushJob extends RequestScopedJob<SendPushPayload> {
  static options: JobOptions = { name: 'SendPushJob', queue: 'default', maxRetries: 0 }

  async execute() {
    await deliverPush(this.payload.userId, this.payload.payload, this.logger)
  }
}
