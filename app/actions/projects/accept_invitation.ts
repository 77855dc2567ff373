import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Project from '#models/project'
import ProjectMember from '#models/project_member'
import ProjectInvitation from '#models/project_invitation'
import type User from '#models/user'
import { hashInvitationToken } from '#actions/projects/invitation_tokens'
import { recordNotice } from '#actions/projects/record_notice'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastMemberAdded } from '#services/project_broadcasts'
import { recordId } from '#infrastructure/record_id'

export type InvitationView = 'valid' | 'expired' | 'revoked' | 'used' | 'wrong_account' | 'invalid'

/* The invitation a link's token names (with its project and inviter), or null. */
export async function findInvitationByToken(token: unknown, trx?: TransactionClientContract) {
  if (typeof token !== 'string' || token.length > 100) return null
  return ProjectInvitation.query({ client: trx })
    .where('token_hash', hashInvitationToken(token))
    .preload('project')
    .preload('invitedBy')
    .first()
}

/*
| What the invitation page says to whoever opened the link. An invitation is for the address it
| was sent to: another signed-in account is told so and can do nothing with it.
*/
export function invitationState(
  invitation: ProjectInvitation | null,
  user: User | null | undefined
): InvitationView {
  if (!invitation) return 'invalid'
  const state = invitation.state
  if (state !== 'valid') return state
  if (user && user.email !== invitation.email) return 'wrong_account'
  return 'valid'
}

/*
| The invited account joins with the role it was invited as; the link is used up. Accepting by
| the link (`token`) or from the dashboard (`id`, only the account's own address) are the same
| use case. Anything but a valid invitation for this account changes nothing.
*/
export async function acceptInvitation(user: User, which: { token: string } | { id: number }) {
  return db.transaction(async (trx) => {
    const invitation =
      'token' in which
        ? await findInvitationByToken(which.token, trx)
        : await ProjectInvitation.query({ client: trx })
            .where('id', recordId(which.id))
            .where('email', user.email)
            .preload('project')
            .preload('invitedBy')
            .firstOrFail()
    const state = invitationState(invitation, user)
    if (state !== 'valid') throw new ProjectRuleError(`projects.errors.invitation.${state}`)
    return join(trx, invitation!, user)
  })
}

async function join(trx: TransactionClientContract, invitation: ProjectInvitation, user: User) {
  invitation.useTransaction(trx)
  invitation.merge({ acceptedAt: DateTime.now(), acceptedById: user.id })
  await invitation.save()

  const project = await Project.query({ client: trx })
    .withScopes((scopes) => scopes.withViewerRole(user))
    .withScopes((scopes) => scopes.withCounts())
    .where('projects.id', invitation.projectId)
    .firstOrFail()
  // Already in (another invitation was accepted first): the link is spent, nothing else changes.
  if (project.viewerRole !== null) return project

  const member = await ProjectMember.create(
    { projectId: project.id, userId: user.id, role: invitation.role },
    { client: trx }
  )
  member.$setRelated('user', user)
  await recordNotice(
    trx,
    project,
    { type: 'member_joined', params: { name: user.fullName, role: invitation.role } },
    user
  )
  project.viewerRole = invitation.role
  project.$extras.members_count = project.membersCount + 1
  afterCommit(trx, () => broadcastMemberAdded(project, member))
  return project
}
