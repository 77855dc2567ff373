import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import ProjectMember from '#models/project_member'
import ProjectInvitation from '#models/project_invitation'
import type { AssignableRole } from '#shared/projects'
import { findProjectFor } from '#actions/projects/find_project'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { newInvitationToken } from '#actions/projects/invitation_tokens'
import { deliverInvitation } from '#actions/projects/deliver_invitation'

/*
| Owner or staff invite an address with a role. Someone already in the project cannot be invited
| again; an address with a pending invitation gets a fresh one (new link, new 7 days, the role
| now chosen) instead of a second. Authorize `invite` first. `locale` is the inviter's language,
| used for an address without an account.
*/
export async function inviteMember(
  actor: User,
  projectId: number,
  input: { email: string; role: AssignableRole },
  locale: string
) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(actor, projectId, { trx })
    const invitee = await User.query({ client: trx }).where('email', input.email).first()
    if (invitee) {
      const member = await ProjectMember.query({ client: trx })
        .where('project_id', project.id)
        .where('user_id', invitee.id)
        .first()
      if (member) throw new ProjectRuleError('projects.errors.alreadyMember', {}, 'email')
    }

    const invitation =
      (await ProjectInvitation.query({ client: trx })
        .withScopes((scopes) => scopes.pending())
        .where('project_id', project.id)
        .where('email', input.email)
        .first()) ?? new ProjectInvitation()
    const { token, tokenHash, expiresAt } = newInvitationToken()
    invitation.useTransaction(trx)
    invitation.merge({
      projectId: project.id,
      email: input.email,
      role: input.role,
      tokenHash,
      expiresAt,
      invitedById: actor.id,
    })
    await invitation.save()

    await deliverInvitation({ invitation, project, inviter: actor, invitee, token, locale, trx })
    return invitation
  })
}
