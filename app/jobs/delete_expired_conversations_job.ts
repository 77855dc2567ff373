import { Job } from '@adonisjs/queue'
import type { JobOptions } from '@adonisjs/queue/types'
import logger from '@adonisjs/core/services/logger'
import { deleteExpiredConversations } from '#actions/conversations/delete_expired_conversations'

/* Daily (start/scheduler.ts): the conversations' retention period (config/conversations.ts). */
export default class DeleteExpiredConversationsJob extends Job<Record<string, never>> {
  static options: JobOptions = {
    name: 'DeleteExpiredConversationsJob',
    queue: 'default',
    maxRetries: 3,
  }

  async execute() {
    const deleted = await deleteExpiredConversations()
    if (deleted > 0) logger.info({ deleted }, 'Expired visitor conversations deleted')
  }
}
