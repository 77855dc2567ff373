import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sendUnreadDigests } from '#actions/unread/send_unread_digests'

/*
| Runs every minute (start/scheduler.ts): hands the away digests that are due to the mail
| server and records those it accepted. What it could not send stays owed in the database, so
| a later run tries again however long the server was away; a failed run is simply the next
| minute's run.
*/
export default class UnreadDigestJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'UnreadDigestJob', queue: 'default', maxRetries: 0 }

  async execute() {
    await sendUnreadDigests()
  }
}
