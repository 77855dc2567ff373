import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type { AssignableRole } from '#shared/projects'
import { findMember, findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { afterCommit } from '#services/after_commit'
import { broadcastMemberUpdated } from '#services/project_broadcasts'

/*
| Owner or staff make someone a member or a viewer. The owner's own role only changes by a
| transfer. Authorize `manageMembers` first.
*/
export async function changeMemberRole(
  actor: User,
  projectId: number,
  memberId: number,
  role: AssignableRole
) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(actor, projectId, { trx })
    const member = await findMember(trx, project.id, memberId)
    if (member.role === 'owner') throw new ProjectRuleError('projects.errors.ownerRole')
    if (member.role === role) return member

    member.useTransaction(trx)
    member.role = role
    await member.save()
    await recordNotice(
      trx,
      project,
      { type: 'role_changed', params: { name: member.user.fullName, role } },
      actor
    )
    afterCommit(trx, () => broadcastMemberUpdated(project, member))
    return member
  })
}
