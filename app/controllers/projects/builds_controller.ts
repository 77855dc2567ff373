import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import { findProjectFor } from '#actions/projects/find_project'
import { confirmBuild, markBuildReady, requestBuildChanges } from '#actions/projects/review_build'
import { buildChangesValidator, buildReadyValidator } from '#validators/project'
import { scopedMessages } from '#infrastructure/scoped_messages'

/* Step 6 of the workflow: staff hand a build over for testing; the owner confirms or sends it back. */
export default class BuildsController {
  async ready(ctx: HttpContext) {
    const { auth, params, bouncer, request } = ctx
    const project = await findProjectFor(auth.user!, params.id)
    await bouncer.with(ProjectPolicy).authorize('markBuildReady', project)
    const input = await request.validateUsing(buildReadyValidator, {
      messagesProvider: scopedMessages(ctx, 'projects'),
    })
    await markBuildReady(auth.user!, project.id, input)
    return this.#back(ctx, project.id, 'buildReady')
  }

  async confirm(ctx: HttpContext) {
    const { auth, params, bouncer } = ctx
    const project = await findProjectFor(auth.user!, params.id)
    await bouncer.with(ProjectPolicy).authorize('reviewBuild', project)
    await confirmBuild(auth.user!, project.id)
    return this.#back(ctx, project.id, 'buildConfirmed')
  }

  async changes(ctx: HttpContext) {
    const { auth, params, bouncer, request } = ctx
    const project = await findProjectFor(auth.user!, params.id)
    await bouncer.with(ProjectPolicy).authorize('reviewBuild', project)
    const { text } = await request.validateUsing(buildChangesValidator, {
      messagesProvider: scopedMessages(ctx, 'chat'),
    })
    await requestBuildChanges(auth.user!, project.id, text)
    return this.#back(ctx, project.id, 'buildChangesRequested')
  }

  #back({ session, response, i18n }: HttpContext, id: number, flash: string) {
    session.flash('success', i18n.t(`projects.flash.${flash}`))
    return response.redirect().toRoute('projects.show', { id })
  }
}
