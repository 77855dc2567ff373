import type { HttpContext } from '@adonisjs/core/http'
import type User from '#models/user'
import { INTENDED_URL_KEY, INVITATION_TOKEN_KEY } from '#infrastructure/session_keys'
import {
  acceptInvitation,
  findInvitationByToken,
  invitationState,
} from '#actions/projects/accept_invitation'

/*
| A guest who opens an invitation link is remembered: logging in brings them back to the
| invitation (to accept it), and someone who creates an account for the invited address joins
| the project as soon as they have verified it, without opening the link again.
*/
export function rememberInvitation(ctx: HttpContext, token: string) {
  ctx.session.put(INVITATION_TOKEN_KEY, token)
  ctx.session.put(INTENDED_URL_KEY, ctx.request.url(true))
}

/* The address of the invitation this visitor opened, to prefill the sign-up form. */
export async function rememberedInvitationEmail(ctx: HttpContext) {
  const invitation = await findInvitationByToken(ctx.session.get(INVITATION_TOKEN_KEY))
  return invitation?.state === 'valid' ? invitation.email : null
}

/*
| Right after `user` verified their address: joins the project of the invitation this session
| opened when it was sent to that very address (the link proved it, and so did verifying).
| Returns the project joined, or null when there was nothing to join.
*/
export async function joinRememberedInvitation(ctx: HttpContext, user: User) {
  const token = ctx.session.get(INVITATION_TOKEN_KEY)
  if (typeof token !== 'string') return null
  const invitation = await findInvitationByToken(token)
  if (invitationState(invitation, user) !== 'valid') return null
  ctx.session.forget(INVITATION_TOKEN_KEY)
  ctx.session.forget(INTENDED_URL_KEY)
  return acceptInvitation(user, { token })
}
