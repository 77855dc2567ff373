import Project from '#models/project'
import type User from '#models/user'
import { PROJECT_STATUSES, type ProjectStatus } from '#shared/projects'

export const PROJECT_SORTS = ['activity', 'name', 'created'] as const
export type ProjectSort = (typeof PROJECT_SORTS)[number]
export const PROJECTS_PER_PAGE = 12

export type ProjectFilters = { q: string; status: ProjectStatus | null; sort: ProjectSort }

/*
| The index's query string, read leniently: it is typed into the address bar and shared as
| links, so anything unknown falls back to the default instead of an error page.
*/
export function readFilters(qs: Record<string, unknown>): ProjectFilters & { page: number } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const status = text(qs.status) as ProjectStatus
  const sort = text(qs.sort) as ProjectSort
  const page = Number.parseInt(text(qs.page), 10)
  return {
    q: text(qs.q).trim().slice(0, 100),
    status: PROJECT_STATUSES.includes(status) ? status : null,
    sort: PROJECT_SORTS.includes(sort) ? sort : 'activity',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  }
}

/*
| The projects a user sees, with their role, the counts and their unread messages, in one query
| whatever their number.
*/
export function visibleProjects(user: User) {
  return Project.query()
    .withScopes((scopes) => scopes.visibleTo(user))
    .withScopes((scopes) => scopes.withViewerRole(user))
    .withScopes((scopes) => scopes.withCounts())
    .withScopes((scopes) => scopes.withUnreadCount(user))
}

/* Search by name (case-insensitive, on SQLite and PostgreSQL alike), filter, sort, paginate. */
export async function listProjects(user: User, filters: ProjectFilters, page: number) {
  const query = visibleProjects(user)
  if (filters.q) {
    const pattern = `%${filters.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    query.whereRaw(`lower(projects.name) like ? escape '\\'`, [pattern])
  }
  if (filters.status) query.where('projects.status', filters.status)
  if (filters.sort === 'name') query.orderByRaw('lower(projects.name) asc')
  else if (filters.sort === 'created') query.orderBy('projects.created_at', 'desc')
  else query.orderBy('projects.last_activity_at', 'desc')
  query.orderBy('projects.id', 'desc')

  const result = await query.paginate(page, PROJECTS_PER_PAGE)
  return {
    rows: result.all(),
    meta: {
      total: result.total,
      perPage: result.perPage,
      currentPage: result.currentPage,
      lastPage: result.lastPage,
    },
  }
}

/* Whether the user has any project at all: an empty search and a first visit read differently. */
export async function hasAnyProject(user: User) {
  const row = await Project.query()
    .withScopes((scopes) => scopes.visibleTo(user))
    .select('projects.id')
    .first()
  return row !== null
}
