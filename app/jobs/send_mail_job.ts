import { Job, exponentialBackoff } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import mail from '@adonisjs/mail/services/main'
import logger from '@adonisjs/core/services/logger'
import type { MailersList } from '@adonisjs/mail/types'
import type { MessageBodyTemplates, NodeMailerMessage } from '@adonisjs/mail/types'

export type SendMailPayload = {
  mailerName: string
  mailMessage: { message: NodeMailerMessage; views: MessageBodyTemplates }
  sendConfig?: unknown
  requestId?: string
}

/*
| Every e-mail of the app goes through here (mail.sendLater -> the messenger set in
| providers/mail_queue_provider.ts -> this job). Its views are rendered by the worker; a failed
| delivery is retried with exponential backoff.
*/
export default class SendMailJob extends Job<SendMailPayload> {
  static options: JobOptions = {
    name: 'SendMailJob',
    queue: 'default',
    maxRetries: 5,
    retry: { backoff: exponentialBackoff({ baseDelay: '5s', maxDelay: '10m' }) },
  }

  async execute() {
    const { mailerName, mailMessage, sendConfig } = this.payload
    await mail.use(mailerName as keyof MailersList).sendCompiled(mailMessage, sendConfig)
  }

  async failed(error: Error) {
    logger.error(
      { err: error, to: this.payload.mailMessage.message.to, request_id: this.payload.requestId },
      'An e-mail could not be delivered after all retries'
    )
  }
}
