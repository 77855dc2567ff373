import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendDueReplyMails } from '#actions/consulting/reply_mails'

/* Every minute (start/scheduler.ts): team replies due to be e-mailed to visitors who left. */
export default class SendReplyMailsJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'SendReplyMailsJob', queue: 'default', maxRetries: 1 }

  async execute() {
    await sendDueReplyMails()
  }
}
