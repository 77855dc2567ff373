import type { HttpContext } from '@adonisjs/core/http'
import ProjectPolicy from '#policies/project_policy'
import { findProjectFor } from '#actions/projects/find_project'
import { errors } from '@adonisjs/core'
import Agreement from '#models/agreement'
import PlanRevision from '#models/plan_revision'
import { proposePlan } from '#actions/projects/plan_revisions'
import { signPlanRevision } from '#actions/agreements/sign_plan'
import { downloadSealed } from '#actions/agreements/download_sealed'
import { planValidator } from '#validators/project'
import { signPlanValidator } from '#validators/agreement'
import { scopedMessages } from '#infrastructure/scoped_messages'
import { recordId } from '#infrastructure/record_id'

/*
| Steps 3 and 4 of the workflow: staff propose a revision of the plan (milestones and payment
| terms), the owner agrees to the newest one by signing it (docs/decisions/signed-agreements.md),
| and staff and the owner download each signed revision's sealed PDF.
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
    await bouncer.with(ProjectPolicy).authorize('signPlan', project)
    const input = await request.validateUsing(signPlanValidator)
    const { created } = await signPlanRevision(user, project.id, input, {
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
    })
    session.flash(
      'success',
      i18n.t(created ? 'projects.flash.planSigned' : 'agreements.sign.planAlready')
    )
    return response.redirect().toRoute('projects.show', { id: project.id })
  }

  /* The sealed PDF of a signed revision: the payment schedule's readers (staff and the owner). */
  async pdf(ctx: HttpContext) {
    const { auth, params, bouncer } = ctx
    const user = auth.user!
    const project = await findProjectFor(user, params.id)
    await bouncer.with(ProjectPolicy).authorize('seePaymentSchedule', project)
    const revision = await PlanRevision.query()
      .where('project_id', project.id)
      .where('number', recordId(params.number))
      .first()
    const agreement = revision ? await Agreement.findBy('plan_revision_id', revision.id) : null
    if (!agreement) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
    return downloadSealed(ctx, agreement, user.email)
  }
}
