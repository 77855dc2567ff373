import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { findPendingInvitation, findProjectFor } from '#actions/projects/find_project'
import { newInvitationToken } from '#actions/projects/invitation_tokens'
import { deliverInvitation } from '#actions/projects/deliver_invitation'

/*
| Sends a pending invitation again with a new link and 7 more days; only the newest link works
| (the token is not stored, so the old one cannot be sent twice). Authorize `invite` first.
*/
export async function resendInvitation(
  actor: User,
  projectId: number,
  invitationId: number,
  locale: string
) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(actor, projectId, { trx })
    const invitation = await findPendingInvitation(trx, project.id, invitationId)
    const invitee = await User.query({ client: trx }).where('email', invitation.email).first()
    const { token, tokenHash, expiresAt } = newInvitationToken()
    invitation.merge({ tokenHash, expiresAt, invitedById: actor.id })
    await invitation.save()
    await deliverInvitation({ invitation, project, inviter: actor, invitee, token, locale, trx })
    return invitation
  })
}
