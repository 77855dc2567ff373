import type { ApplicationService } from '@adonisjs/core/types'
import type { Worker } from '@adonisjs/queue'

/*
| Wires e-mail to the queue and keeps development mail readable:
| - mail.sendLater(...) stores the e-mail in the outbox (app/actions/mail/store_mail.ts), in the
|   transaction AppMail.queue(trx) was given, and the outbox delivers it;
| - without SMTP settings, every sent message lands in the development mailbox
|   (tmp/mailbox/, listed at /dev/mailbox) and its links are logged;
| - the web process runs a queue worker itself unless QUEUE_WORKER=external.
*/
export default class MailQueueProvider {
  #worker?: Worker

  constructor(protected app: ApplicationService) {}

  async boot() {
    const mail = await this.app.container.make('mail.manager')
    const { storeCompiledMail } = await import('#actions/mail/store_mail')
    mail.setMessenger((mailer) => ({
      async queue(mailMessage) {
        return { id: await storeCompiledMail(mailer.name, mailMessage) }
      },
    }))

    const { mailPreviewEnabled } = await import('#config/mail')
    if (!mailPreviewEnabled) return
    const emitter = await this.app.container.make('emitter')
    const logger = await this.app.container.make('logger')
    const { recordMail } = await import('#infrastructure/dev_mailbox')
    emitter.on('mail:sent', async ({ mailerName, message }) => {
      if (mailerName !== 'json') return
      const stored = await recordMail(message)
      logger.info(
        { to: stored.to, subject: stored.subject, links: stored.links },
        'E-mail caught for development: read it at /dev/mailbox'
      )
    })
  }

  async ready() {
    if (this.app.getEnvironment() !== 'web') return
    const { queueDriver, runWorkerInProcess } = await import('#config/queue')
    if (!runWorkerInProcess || queueDriver === 'sync') return

    const { Worker } = await import('@adonisjs/queue')
    const config = this.app.config.get<any>('queue')
    const logger = await this.app.container.make('logger')
    const adapters: Record<string, any> = {}
    for (const [name, adapter] of Object.entries<any>(config.adapters)) {
      adapters[name] = typeof adapter === 'function' ? adapter : await adapter.resolver(this.app)
    }
    this.#worker = new Worker({
      ...config,
      autoLoadJobs: false,
      adapters,
      jobFactory: (jobClass: any) => this.app.container.make(jobClass),
      logger: config.logger ?? logger,
    })
    this.#worker.start(['default']).catch((error) => {
      logger.error({ err: error }, 'The in-process queue worker stopped')
    })
  }

  async shutdown() {
    await this.#worker?.stop()
  }
}
