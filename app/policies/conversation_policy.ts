import type User from '#models/user'
import type Conversation from '#models/conversation'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { notFound } from '#policies/responses'

/*
| Inbox threads. The team (staff) sees and handles every thread; a client sees and continues
| their own conversations (carried over or started from the dashboard); to anyone else a thread
| does not exist (404). A visitor without an account reaches their conversation only through its
| token (app/actions/conversations/visitor_token.ts): possession, not a role.
*/
export default class ConversationPolicy extends BasePolicy {
  view(user: User, conversation: Conversation): AuthorizerResponse {
    return (
      user.isStaff || (conversation.userId === user.id && !conversation.blockedAt) || notFound()
    )
  }

  /* The owner writes in their own chat; the team answers through the inbox (manage). */
  write(user: User, conversation: Conversation): AuthorizerResponse {
    return (
      (conversation.userId === user.id &&
        conversation.kind === 'chat' &&
        !conversation.blockedAt) ||
      notFound()
    )
  }

  manage(user: User): AuthorizerResponse {
    return user.isStaff || notFound()
  }
}
