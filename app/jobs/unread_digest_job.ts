import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'

/*
| Runs every minute (start/scheduler.ts): stores the away digests that are due in the outbox,
| which hands them to the mail server (app/actions/mail/deliver_outbox.ts). A failed run is
| simply the next minute's run.
*/
export default class UnreadDigestJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'UnreadDigestJob', queue: 'default', maxRetries: 0 }

  async execute() {
    await sendUnreadDigests()
  }
}
