import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { findMember, findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastMemberRemoved } from '#services/project_broadcasts'
import { revokeProjectAccess } from '#infrastructure/access_revocation'
import { record } from '#services/audit_log'
import { memberSubject } from '#actions/projects/change_member_role'

/*
| Owner or staff remove someone from the project; never the owner ("Cannot remove the project
| owner."). The removed user's open project page is told, and their sockets lose the project's
| channel. Authorize `manageMembers`.
*/
export async function removeMember(actor: User, projectId: number, memberId: number) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(actor, projectId, { trx })
    const member = await findMember(trx, project.id, memberId)
    if (member.role === 'owner') throw new ProjectRuleError('projects.errors.removeOwner')

    member.useTransaction(trx)
    await member.delete()
    await record(
      actor,
      'member.removed',
      memberSubject(project.name, member),
      { before: { role: member.role, userId: member.userId } },
      { trx }
    )
    await recordNotice(
      trx,
      project,
      { type: 'member_removed', params: { name: member.user.fullName } },
      actor
    )
    afterCommit(trx, async () => {
      await broadcastMemberRemoved(project, member)
      await revokeProjectAccess(project.id, member.userId)
    })
    return member
  })
}
