import type Project from '#models/project'
import type User from '#models/user'
import type ProjectInvitation from '#models/project_invitation'
import ProjectInvitationMail from '#mails/project_invitation_mail'
import { invitationUrl } from '#actions/projects/invitation_tokens'
import { notifyInvitation } from '#actions/notifications/notify_project_events'
import { broadcastInvited } from '#services/project_broadcasts'
import { afterCommit } from '#infrastructure/after_commit'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'

/*
| The e-mail with the link (in the account's language, else the inviter's), stored in the
| outbox with the invitation, and, for an existing account, a notice on its open pages once the
| invitation is committed.
*/
export async function deliverInvitation(delivery: {
  invitation: ProjectInvitation
  project: Project
  inviter: User
  invitee: User | null
  token: string
  locale: string
  trx: TransactionClientContract
}) {
  const { invitation, project, inviter, invitee, token, locale, trx } = delivery
  await new ProjectInvitationMail(
    {
      email: invitation.email,
      fullName: invitee?.fullName ?? '',
      locale: invitee?.locale ?? locale,
    },
    {
      projectName: project.name,
      inviterName: inviter.fullName,
      role: invitation.role,
      url: invitationUrl(token),
      hasAccount: invitee !== null,
    }
  ).queue(trx)

  if (invitee) {
    invitation.$setRelated('project', project)
    invitation.$setRelated('invitedBy', inviter)
    afterCommit(trx, () => broadcastInvited(invitation, invitee))
    afterCommit(trx, () => notifyInvitation(invitation, project, inviter, invitee))
  }
}
