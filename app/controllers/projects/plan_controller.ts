import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import { findProjectFor } from '#actions/projects/find_project'
import { acceptPlan } from '#actions/projects/accept_plan'

/* Step 4 of the workflow: the owner agrees to the plan staff proposed. */
export default class PlanController {
  async accept({ auth, params, bouncer, session, response, i18n }: HttpContext) {
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('acceptPlan', project)
    await acceptPlan(user, project.id)
    session.flash('success', i18n.t('projects.flash.planAccepted'))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }
}
