import type Project from '#models/project'
import type User from '#models/user'
import type ProjectInvitation from '#models/project_invitation'
import ProjectInvitationMail from '#mails/project_invitation_mail'
import { invitationUrl } from '#actions/projects/invitation_tokens'
import { broadcastInvited } from '#services/project_broadcasts'

/*
| The e-mail with the link (in the account's language, else the inviter's) and, for an existing
| account, a notice on its open pages at once.
*/
export async function deliverInvitation(delivery: {
  invitation: ProjectInvitation
  project: Project
  inviter: User
  invitee: User | null
  token: string
  locale: string
}) {
  const { invitation, project, inviter, invitee, token, locale } = delivery
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
  ).queue()

  if (invitee) {
    invitation.$setRelated('project', project)
    invitation.$setRelated('invitedBy', inviter)
    await broadcastInvited(invitation, invitee)
  }
}
