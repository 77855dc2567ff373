import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import type ProjectMember from '#models/project_member'
import type { AssignableRole } from '#shared/projects'
import { findMember, findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastMemberUpdated } from '#services/project_broadcasts'
import { revokeProjectAccess } from '#infrastructure/access_revocation'
import { record } from '#services/audit_log'

/*
| Owner or staff make someone a member or a viewer. The owner's own role only changes by a
| transfer. Their sockets authorise the project's channel again, with the rights of the new role
| (a viewer's typing is refused). Authorize `manageMembers` first.
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

    const before = member.role
    member.useTransaction(trx)
    member.role = role
    await member.save()
    await record(
      actor,
      'member.role_changed',
      memberSubject(project.name, member),
      { before: { role: before }, after: { role } },
      { trx }
    )
    await recordNotice(
      trx,
      project,
      { type: 'role_changed', params: { name: member.user.fullName, role } },
      actor
    )
    afterCommit(trx, async () => {
      await broadcastMemberUpdated(project, member)
      await revokeProjectAccess(project.id, member.userId)
    })
    return member
  })
}

/* A membership as the audit log names it: the person, in the project. */
export function memberSubject(projectName: string, member: ProjectMember) {
  return {
    type: 'project_member' as const,
    id: member.id,
    label: `${member.user.fullName} <${member.user.email}> · ${projectName}`,
  }
}
