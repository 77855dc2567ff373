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
| The e-mails queued with mail.sendLater (the messenger set in providers/mail_queue_provider.ts
| -> this job): account e-mails, invitations, the contact form's copy to the team. Its views are
| rendered by the worker; a failed delivery is retried with exponential backoff for about an
| hour (5 s doubling up to 10 min, 12 retries), then given up and logged: each of these can be
| asked for again by the person who needs it, or is a copy of what the app keeps (see
| docs/decisions.md). The away digest, the reply e-mails and offers are not queued here: they
| are sent by their own runs and recorded only once the mail server accepted them.
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
      {
        err: error,
        to: this.payload.mailMessage.message.to,
        subject: this.payload.mailMessage.message.subject,
      },
      'An e-mail could not be delivered after all retries'
    )
  }
}
