import { BaseEvent } from '@adonisjs/core/events'

/* What the poster already holds, so listeners need not read the message back. */
export interface PostedDetails {
  body: string
  projectName: string
  authorName: string | null
  /*
  | The project's members as the message was stored, when the store read them in the same
  | statement (PostgreSQL): the notification then needs no query of its own.
  */
  members?: PostedMember[]
}

export interface PostedMember {
  userId: number
  muted: boolean
}

/*
| A chat message was committed (dispatched after the transaction, never inside it). The chat
| posts it; unread counts and the away digest listen, so neither feature imports the other.
| `details` come with a message just stored; without them a listener reads the message.
*/
export default class MessagePosted extends BaseEvent {
  constructor(
    public messageId: number,
    public projectId: number,
    public authorId: number,
    public details?: PostedDetails
  ) {
    super()
  }
}
