import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { teamMemberValidator } from '#validators/project'
import { findProjectFor } from '#actions/projects/find_project'
import { assignTeamMember } from '#actions/projects/assign_team_member'

/* The project's team: staff assign a staff account (taken off again like any member). */
export default class TeamController {
  async store(ctx: HttpContext) {
    const { request, auth, params, bouncer, session, response, i18n } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('manageTeam', project)
    const { userId } = await request.validateUsing(teamMemberValidator, {
      messagesProvider: scopedMessages(ctx, 'projects'),
    })
    await assignTeamMember(user, project.id, userId)
    session.flash('success', i18n.t('projects.flash.teamAssigned'))
    return response.redirect().toRoute('projects.settings', { id: project.id })
  }
}
