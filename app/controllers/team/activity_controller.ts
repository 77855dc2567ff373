import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import AuditLogTransformer from '#transformers/audit_log_transformer'
import AuditActorTransformer from '#transformers/audit_actor_transformer'
import { auditActors, listActivity, readActivityFilters } from '#actions/team/list_activity'

/* The audit log (/team/activity): read-only, filterable by person, action and dates. */
export default class ActivityController {
  async index({ inertia, request, bouncer, auth }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessTeam')
    const { page: pageNumber, ...filters } = readActivityFilters(request.qs())
    const page = await listActivity({ ...filters, page: pageNumber }, auth.user!.timeZone ?? 'UTC')
    const actors = await auditActors()
    return inertia.render('team/activity', {
      entries: AuditLogTransformer.paginate(page.all(), {
        total: page.total,
        perPage: page.perPage,
        currentPage: page.currentPage,
        lastPage: page.lastPage,
      }),
      actors: AuditActorTransformer.transform(actors),
      filters,
    })
  }
}
