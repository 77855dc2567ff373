/*
| Recurring work, kept by the queue's scheduler (@adonisjs/queue: the schedules live in the
| queue's store, upserted by id at start, so several processes do not add copies, and the
| worker that runs the queue runs them). Only the web process registers them; tests run jobs
| themselves with a controlled clock.
*/
import app from '@adonisjs/core/services/app'
import logger from '@adonisjs/core/services/logger'
import { queueDriver } from '#config/queue'

if (app.getEnvironment() === 'web' && queueDriver !== 'sync') {
  app.ready(async () => {
    try {
      const { default: SendReplyMailsJob } = await import('#jobs/send_reply_mails_job')
      const { default: DeleteExpiredConversationsJob } =
        await import('#jobs/delete_expired_conversations_job')
      const { default: UnreadDigestJob } = await import('#jobs/unread_digest_job')
      const { default: SweepUnattachedFilesJob } = await import('#jobs/sweep_unattached_files_job')
      const { default: DeliverOutboxJob } = await import('#jobs/deliver_outbox_job')
      const { default: PaymentRemindersJob } = await import('#jobs/payment_reminders_job')
      const { default: OfferRemindersJob } = await import('#jobs/offer_reminders_job')
      const { default: PeppolDeliveriesJob } = await import('#jobs/peppol_deliveries_job')
      // The outbox: every e-mail due (app/actions/mail/deliver_outbox.ts), with its backoff.
      await DeliverOutboxJob.schedule({}).id('outbox-delivery').every('1m')
      // The away digest: project chat messages unread for 15 minutes (app/actions/unread).
      await UnreadDigestJob.schedule({}).id('unread-digest').every('1m')
      // The chat panel: team replies to visitors who left, batched (app/actions/conversations).
      await SendReplyMailsJob.schedule({}).id('consulting-reply-mails').every('1m')
      // Uploads never sent with a message, removed after a day (app/actions/files).
      await SweepUnattachedFilesJob.schedule({}).id('files-sweep').every('1h')
      // The conversations' retention period (config/conversations.ts), once a night.
      await DeleteExpiredConversationsJob.schedule({})
        .id('consulting-retention')
        .cron('30 3 * * *')
        .timezone('Europe/Bratislava')
      // What the Peppol provider says of invoices under way (app/actions/invoices).
      await PeppolDeliveriesJob.schedule({}).id('peppol-deliveries').every('15m')
      // Reminders for overdue invoices (app/actions/payments), each morning.
      await PaymentRemindersJob.schedule({})
        .id('payment-reminders')
        .cron('0 9 * * *')
        .timezone('Europe/Bratislava')
      // Reminders to offers' recipients who have not answered (app/actions/offers), each morning.
      await OfferRemindersJob.schedule({})
        .id('offer-reminders')
        .cron('15 9 * * *')
        .timezone('Europe/Bratislava')
    } catch (error) {
      logger.error({ err: error }, 'Could not register the scheduled jobs')
    }
  })
}
