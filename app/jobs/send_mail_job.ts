import { exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import mail from '@adonisjs/mail/services/main'
import { RequestScopedJob, type RequestScoped } from '#services/job_request_id'
import type { MailersList } from '@adonisjs/mail/types'
import type { MessageBodyTemplates, NodeMailerMessage } from '@adonisjs/mail/types'

export type SendMailPayload = {
  mailerName: string
  mailMessage: { message: NodeMailerMessage; views: MessageBodyTemplates }
  sendConfig?: unknown
} & RequestScoped

/*
| Every e-mail of the app goes through here (mail.sendLater -> the messenger set in
| providers/mail_queue_provider.ts -> this job). Its views are rendered by the worker; a failed
| delivery is retried with exponential backoff for about an hour (5 s doubling up to 10 min, 12
| retries), so a mail server that is down for a while delays the digests and replies queued
| meanwhile but does not lose them.
*/
export default class SendMailJob extends RequestScopedJob<SendMailPayload> {
  static options: JobOptions = {
    name: 'SendMailJob',
    queue: 'default',
    maxRetries: 12,
    retry: { backoff: exponentialBackoff({ baseDelay: '5s', maxDelay: '10m' }) },
  }

  async execute() {
    const { mailerName, mailMessage, sendConfig } = this.payload
    await mail.use(mailerName as keyof MailersList).sendCompiled(mailMessage, sendConfig)
  }

  async failed(error: Error) {
    this.logger.error(
      { err: error, to: this.payload.mailMessage.message.to },
      'An e-mail could not be delivered after all retries'
    )
  }
}
