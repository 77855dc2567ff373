import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { memberRoleValidator } from '#validators/project'
import { findMember, findProjectFor } from '#actions/projects/find_project'
import { changeMemberRole } from '#actions/projects/change_member_role'
import { removeMember } from '#actions/projects/remove_member'
import { leaveProject } from '#actions/projects/leave_project'

/*
| The members on the project's settings page: owner and staff change a client's role and remove
| a client; only staff take the company's team off a project. Members and viewers leave.
*/
export default class MembersController {
  async update(ctx: HttpContext) {
    const { request, auth, params, bouncer, session, response, i18n } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    const member = await findMember(null, project.id, params.memberId)
    await bouncer.with(ProjectPolicy).authorize('changeMemberRole', project, member)
    const { role } = await request.validateUsing(memberRoleValidator, {
      messagesProvider: scopedMessages(ctx, 'projects'),
    })
    await changeMemberRole(user, project.id, member.id, role)
    session.flash('success', i18n.t('projects.flash.roleChanged'))
    return response.redirect().toRoute('projects.settings', { id: project.id })
  }

  async destroy({ auth, params, bouncer, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    const member = await findMember(null, project.id, params.memberId)
    await bouncer.with(ProjectPolicy).authorize('removeMember', project, member)
    await removeMember(user, project.id, member.id)
    session.flash('success', i18n.t('projects.flash.memberRemoved'))
    return response.redirect().toRoute('projects.settings', { id: project.id })
  }

  async leave({ auth, params, bouncer, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('leave', project)
    await leaveProject(user, project.id)
    session.flash('success', i18n.t('projects.flash.left'))
    return response.redirect().toRoute('projects.index')
  }
}
