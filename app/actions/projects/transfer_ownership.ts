import db from '@adonisjs/lucid/services/db'
import ProjectMember from '#models/project_member'
import type User from '#models/user'
import { findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastMemberUpdated } from '#services/project_broadcasts'

/*
| The owner (or staff) hands the project to another member; the old owner stays as a member.
| Authorize `transfer` first.
*/
export async function transferOwnership(actor: User, projectId: number, newOwnerId: number) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(actor, projectId, { trx })
    const members = await ProjectMember.query({ client: trx })
      .where('project_id', project.id)
      .preload('user')
    const owner = members.find((member) => member.role === 'owner')
    const next = members.find((member) => member.userId === newOwnerId)
    if (!next || next === owner) {
      throw new ProjectRuleError('projects.errors.transferTarget', {}, 'userId')
    }

    if (owner) {
      owner.useTransaction(trx)
      owner.role = 'member'
      await owner.save()
    }
    next.useTransaction(trx)
    next.role = 'owner'
    await next.save()

    await recordNotice(
      trx,
      project,
      {
        type: 'ownership_transferred',
        params: { from: owner?.user.fullName ?? '', to: next.user.fullName },
      },
      actor
    )
    afterCommit(trx, async () => {
      if (owner) await broadcastMemberUpdated(project, owner)
      await broadcastMemberUpdated(project, next)
    })
    return project
  })
}
