import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import { sweepUnattachedFiles } from '#actions/files/sweep_files'

/* Runs every hour (start/scheduler.ts): removes uploads never sent with a message after a day. */
export default class SweepUnattachedFilesJob extends Job<Record<string, never>> {
  static options: JobOptions = { name: 'SweepUnattachedFilesJob', queue: 'default', maxRetries: 0 }

  async execute() {
    await sweepUnattachedFiles()
  }
}
