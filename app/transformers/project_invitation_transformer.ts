import { BaseTransformer } from '@adonisjs/core/transformers'
import type ProjectInvitation from '#models/project_invitation'
import { isoOf } from '#infrastructure/stored_times'

/*
| Invitations as three audiences see them (load `invitedBy`, and `project` for the last two):
| the project's pending list (`toObject`), the person invited on their dashboard (`toMine`) and
| whoever opens the link (`toLink`). The token never appears: only its hash is stored.
*/
export default class ProjectInvitationTransformer extends BaseTransformer<ProjectInvitation> {
  toObject() {
    const invitation = this.resource
    return {
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      invitedBy: invitation.invitedBy ? { fullName: invitation.invitedBy.fullName } : null,
      createdAt: isoOf(invitation.createdAt),
      expiresAt: isoOf(invitation.expiresAt),
    }
  }

  toMine() {
    const invitation = this.resource
    return {
      id: invitation.id,
      projectId: invitation.projectId,
      projectName: invitation.project.name,
      invitedBy: invitation.invitedBy?.fullName ?? null,
      role: invitation.role,
      expiresAt: isoOf(invitation.expiresAt),
    }
  }

  toLink() {
    const invitation = this.resource
    return {
      projectName: invitation.project.name,
      invitedBy: invitation.invitedBy?.fullName ?? null,
      role: invitation.role,
      email: invitation.email,
      expiresAt: isoOf(invitation.expiresAt),
    }
  }
}
