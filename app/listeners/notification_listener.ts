import logger from '@adonisjs/core/services/logger'
import type MessagePosted from '#events/message_posted'
import { notifyProjectMessage } from '#actions/notifications/notify_project_message'

/* Registered in start/events.ts: a chat message notifies the members who are not looking. */
export default class NotificationListener {
  async messagePosted(event: MessagePosted) {
    try {
      await notifyProjectMessage(event)
    } catch (error) {
      logger.error({ err: error, messageId: event.messageId }, 'Could not notify of a message')
    }
  }
}
