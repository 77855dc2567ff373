import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { transferValidator } from '#validators/project'
import { findProjectFor } from '#actions/projects/find_project'
import { transferOwnership } from '#actions/projects/transfer_ownership'

/* The owner (or staff) hand the project to another member. */
export default class TransfersController {
  async store(ctx: HttpContext) {
    const { request, auth, params, bouncer, session, response, i18n } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('transfer', project)
    const { userId } = await request.validateUsing(transferValidator, {
      messagesProvider: scopedMessages(ctx, 'projects'),
    })
    await transferOwnership(user, project.id, userId)
    session.flash('success', i18n.t('projects.flash.transferred'))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }
}
