import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import UserPolicy from '#policies/user_policy'
import PersonTransformer from '#transformers/person_transformer'
import PersonProjectTransformer from '#transformers/person_project_transformer'
import PersonConversationTransformer from '#transformers/person_conversation_transformer'
import { listPeople, readPeopleFilters } from '#actions/team/list_people'
import { loadPerson } from '#actions/team/load_person'

/* The back office's people (/team): every account, and one person with their history. */
export default class PeopleController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessTeam')
    const filters = readPeopleFilters(request.qs())
    const page = await listPeople(filters)
    return inertia.render('team/index', {
      people: PersonTransformer.paginate(page.all(), {
        total: page.total,
        perPage: page.perPage,
        currentPage: page.currentPage,
        lastPage: page.lastPage,
      }),
      filters: { q: filters.q, kind: filters.kind },
    })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessTeam')
    const { person, memberships, conversations } = await loadPerson(params.id)
    return inertia.render('team/show', {
      person: PersonTransformer.transform(person),
      projects: PersonProjectTransformer.transform(memberships),
      conversations: PersonConversationTransformer.transform(conversations),
      canManage: await bouncer.with(UserPolicy).allows('manage', person),
    })
  }
}
