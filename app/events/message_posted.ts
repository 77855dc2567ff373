import { BaseEvent } from '@adonisjs/core/events'

/*
| A chat message was committed (dispatched after the transaction, never inside it). The chat
| posts it; unread counts and the away digest listen, so neither feature imports the other.
*/
export default class MessagePosted extends BaseEvent {
  constructor(
    public messageId: number,
    public projectId: number,
    public authorId: number
  ) {
    super()
  }
}
