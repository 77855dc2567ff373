import type MessagePosted from '#events/message_posted'
import type MessageDeleted from '#events/message_deleted'
import { announceUnread, announceUnreadDropped } from '#actions/unread/announce_unread'

/* Registered in start/events.ts: the chat posts and deletes, the badges follow (neither imports the other). */
export default class UnreadListener {
  async messagePosted(event: MessagePosted) {
    await announceUnread(event.projectId, event.authorId)
  }

  async messageDeleted(event: MessageDeleted) {
    await announceUnreadDropped(event.projectId, event.messageId)
  }
}
