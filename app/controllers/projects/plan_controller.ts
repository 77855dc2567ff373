import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import { findProjectFor } from '#actions/projects/find_project'
import { agreeToPlan, proposePlan } from '#actions/projects/plan_revisions'
import { agreePlanValidator, planValidator } from '#validators/project'
import { scopedMessages } from '#infrastructure/scoped_messages'

/*
| Steps 3 and 4 of the workflow: staff propose a revision of the plan (milestones and payment
| terms), the owner agrees to the newest one.
*/
export default class PlanController {
  async propose(ctx: HttpContext) {
    const { auth, params, bouncer, request, session, response, i18n } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('proposePlan', project)
    const input = await request.validateUsing(planValidator, {
      messagesProvider: scopedMessages(ctx, 'projects'),
    })
    await proposePlan(
      user,
      project.id,
      {
        ...input,
        price: input.price!,
        milestones: input.milestones.map((milestone) => ({
          ...milestone,
          amount: milestone.amount!,
        })),
      },
      i18n
    )
    session.flash('success', i18n.t('projects.flash.planProposed'))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }

  async accept(ctx: HttpContext) {
    const { auth, params, bouncer, request, session, response, i18n } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('acceptPlan', project)
    const { revision } = await request.validateUsing(agreePlanValidator, {
      messagesProvider: scopedMessages(ctx, 'projects'),
    })
    await agreeToPlan(user, project.id, revision)
    session.flash('success', i18n.t('projects.flash.planAccepted'))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }
}
