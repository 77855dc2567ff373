import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendDueReplyMails } from '#actions/conversations/reply_mails'

/*
| Every minute (start/scheduler.ts): team replies due to be e-mailed. Also queued for one
| conversation right after an answer to a contact message, so it leaves at once.
*/
export default class SendReplyMailsJob extends Job<{ conversationId?: number }> {
  static options: JobOptions = { name: 'SendReplyMailsJob', queue: 'default', maxRetries: 1 }

  async execute() {
    await sendDueReplyMails(undefined, { conversationId: this.payload.conversationId })
  }
}
