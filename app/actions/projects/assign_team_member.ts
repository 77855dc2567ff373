import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import ProjectMember from '#models/project_member'
import { findProjectFor } from '#actions/projects/find_project'
import { recordNotice } from '#actions/projects/record_notice'
import { ProjectRuleError } from '#actions/projects/project_rule_error'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastMemberAdded } from '#services/project_broadcasts'
import { recordId } from '#infrastructure/record_id'

/*
| Staff put a colleague (or themselves) on a project's team. Staff see every project anyway;
| being on its team is what brings its unread counts, digests and dashboard items, as for a
| member. The membership's role is `member`: the team's own label comes from the account.
| Only a staff account can be assigned; one already in the project is refused. Authorize
| `manageTeam` first.
*/
export async function assignTeamMember(actor: User, projectId: number, userId: number) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(actor, projectId, { trx })
    // An id past 32 bits finds nobody (PostgreSQL would refuse to compare it).
    const colleague = await User.find(recordId(userId), { client: trx })
    if (!colleague || !colleague.isStaff) {
      throw new ProjectRuleError('projects.errors.teamTarget', {}, 'userId')
    }
    const existing = await ProjectMember.query({ client: trx })
      .where('project_id', project.id)
      .where('user_id', colleague.id)
      .first()
    if (existing) throw new ProjectRuleError('projects.errors.alreadyMember', {}, 'userId')

    const member = await ProjectMember.create(
      { projectId: project.id, userId: colleague.id, role: 'member' },
      { client: trx }
    )
    member.$setRelated('user', colleague)
    await recordNotice(
      trx,
      project,
      { type: 'team_joined', params: { name: colleague.fullName } },
      actor
    )
    afterCommit(trx, () => broadcastMemberAdded(project, member))
    return member
  })
}
