import type { HttpContext } from '@adonisjs/core/http'
import Conversation from '#models/conversation'
import User from '#models/user'
import { findVisitorConversation } from '#actions/conversations/visitor_token'

/* How many of the team the panel's header shows. */
const TEAM_FACES = 3

/*
| The conversation the chat panel shows: a signed-in client's own (the latest they wrote in, the
| one carried over from their visitor days included), otherwise the one this browser's cookie
| holds. Blocked conversations are none.
*/
export async function findPanelConversation(ctx: HttpContext) {
  const user = ctx.auth.user
  if (!user) return findVisitorConversation(ctx)
  return Conversation.query()
    .where('user_id', user.id)
    .where('kind', 'chat')
    .whereNull('blocked_at')
    .orderBy('last_activity_at', 'desc')
    .orderBy('id', 'desc')
    .first()
}

/*
| The staff who answer, for the panel's faces: verified staff accounts that are not deactivated,
| longest serving first.
*/
export async function answeringTeam() {
  return User.query()
    .where('role', 'super_admin')
    .whereNotNull('email_verified_at')
    .whereNull('deactivated_at')
    .orderBy('id', 'asc')
    .limit(TEAM_FACES)
}

/* Replies from the team the person has not seen in the panel yet, and the newest one's text. */
export async function unseenReplies(conversation: Conversation) {
  const rows = await conversation
    .related('messages')
    .query()
    .where('sender', 'staff')
    .where('id', '>', conversation.visitorReadId ?? 0)
    .orderBy('id', 'desc')
    .select('id', 'body')
    .limit(100)
  return { count: rows.length, preview: rows[0]?.body.slice(0, 140) ?? null }
}
