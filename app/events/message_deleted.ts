import { BaseEvent } from '@adonisjs/core/events'

/*
| A chat message was deleted (dispatched after the transaction committed). The unread counts
| listen: a deleted message no longer counts, so the badges of those it was unread for drop.
*/
export default class MessageDeleted extends BaseEvent {
  constructor(
    public messageId: number,
    public projectId: number
  ) {
    super()
  }
}
