import type MessagePosted from '#events/message_posted'
import { announceUnread } from '#actions/unread/announce_unread'

/* Registered in start/events.ts: the chat posts, the badges follow (neither imports the other). */
export default class UnreadListener {
  async messagePosted(event: MessagePosted) {
    await announceUnread(event.projectId, event.authorId)
  }
}
