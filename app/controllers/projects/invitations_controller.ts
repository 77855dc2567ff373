import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { inviteValidator } from '#validators/project'
import { findProjectFor } from '#actions/projects/find_project'
import { inviteMember } from '#actions/projects/invite_member'
import { resendInvitation } from '#actions/projects/resend_invitation'
import { revokeInvitation } from '#actions/projects/revoke_invitation'

/* A project's invitations, for its owner and staff: invite, send again, withdraw. */
export default class InvitationsController {
  async store(ctx: HttpContext) {
    const { request, auth, params, bouncer, session, response, i18n } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('invite', project)
    const input = await request.validateUsing(inviteValidator, {
      messagesProvider: scopedMessages(ctx, 'projects'),
    })
    await inviteMember(user, project.id, input, i18n.locale)
    session.flash('success', i18n.t('projects.flash.invited'))
    return response.redirect().toRoute('projects.settings', { id: project.id })
  }

  async resend({ auth, params, bouncer, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('invite', project)
    await resendInvitation(user, project.id, Number(params.invitationId), i18n.locale)
    session.flash('success', i18n.t('projects.flash.invitationResent'))
    return response.redirect().toRoute('projects.settings', { id: project.id })
  }

  async destroy({ auth, params, bouncer, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('invite', project)
    await revokeInvitation(user, project.id, Number(params.invitationId))
    session.flash('success', i18n.t('projects.flash.invitationRevoked'))
    return response.redirect().toRoute('projects.settings', { id: project.id })
  }
}
