import db from '@adonisjs/lucid/services/db'
import ProjectMember from '#models/project_member'
import type User from '#models/user'
import { findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastMemberRemoved } from '#services/project_broadcasts'
import { revokeProjectAccess } from '#infrastructure/access_revocation'

/*
| A member or viewer leaves (the owner transfers first); their other tabs lose the project's
| channel too. Authorize `leave` first.
*/
export async function leaveProject(user: User, projectId: number) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(user, projectId, { trx })
    const member = await ProjectMember.query({ client: trx })
      .where('project_id', project.id)
      .where('user_id', user.id)
      .firstOrFail()
    member.$setRelated('user', user)
    await member.delete()
    await recordNotice(trx, project, { type: 'member_left', params: { name: user.fullName } }, user)
    afterCommit(trx, async () => {
      await broadcastMemberRemoved(project, member)
      await revokeProjectAccess(project.id, user.id)
    })
    return project
  })
}
