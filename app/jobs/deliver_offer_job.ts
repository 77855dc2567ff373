import { exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { attemptOfferDelivery, giveUpOfferDelivery } from '#actions/offers/deliver_offer'
import { RequestScopedJob, type RequestScoped } from '#services/job_request_id'

export type DeliverOfferPayload = { offerId: number } & RequestScoped

export class RetryDelivery extends Error {}

/*
| Delivers one offer e-mail, through the app's one queue. Unlike SendMailJob it records every
| attempt on the offer (attempts, the last reason, the timeline), so staff see queued,
| delivered or failed; a temporary refusal throws to be retried with backoff, a permanent one
| ends at once. About 5 minutes pass between the first and the last of the 6 attempts.
*/
export default class DeliverOfferJob extends RequestScopedJob<DeliverOfferPayload> {
  static options: JobOptions = {
    name: 'DeliverOfferJob',
    queue: 'default',
    maxRetries: 5,
    retry: { backoff: exponentialBackoff({ baseDelay: '10s', maxDelay: '2m' }) },
  }

  async execute() {
    const maxRetries = DeliverOfferJob.options.maxRetries ?? 0
    const outcome = await attemptOfferDelivery(this.payload.offerId, {
      final: this.context.attempt > maxRetries,
      logger: this.logger,
    })
    if (outcome === 'retry') throw new RetryDelivery('The SMTP server asked to try again later')
  }

  async failed(error: Error) {
    await giveUpOfferDelivery(this.payload.offerId, error.cause ?? error, this.logger)
  }
}
