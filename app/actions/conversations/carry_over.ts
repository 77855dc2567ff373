import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { findVisitorConversation, forgetVisitorToken } from '#actions/conversations/visitor_token'
import { broadcastInboxItem } from '#services/conversation_broadcasts'
import { afterResponse } from '#infrastructure/after_response'
import { revokeVisitor } from '#infrastructure/access_revocation'

/*
| Carry-over: a visitor who registers or signs in in the same browser takes their conversation
| into the account (the dashboard's "Conversations with us"), and the team sees a named client.
| Registration attaches it to the new account only (an address that already had an account
| gets nothing, as registration never tells the two apart) and leaves the cookie, so the visitor
| can keep writing until they log in. Signing in attaches a conversation nobody owns yet and
| then drops the cookie: from now on the account holds it, and a later visitor of this browser
| after logout does not; the sockets its token opened are closed (they authorise again as the
| account). A conversation already someone else's is never taken.
*/
export async function carryOverConversation(
  ctx: HttpContext,
  user: User,
  { keepCookie = false } = {}
) {
  const conversation = await findVisitorConversation(ctx)
  if (!conversation) return
  if (conversation.userId && conversation.userId !== user.id) return
  if (!conversation.userId) {
    conversation.userId = user.id
    await conversation.save()
    await broadcastInboxItem(conversation)
  }
  if (keepCookie) return
  forgetVisitorToken(ctx)
  // Once the browser has the answer without the cookie, or it would authorise as the visitor again.
  afterResponse(ctx, () => revokeVisitor(conversation.id))
}
