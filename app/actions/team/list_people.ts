import User from '#models/user'
import { PEOPLE_KINDS, SEARCH_MAX, type PeopleKind } from '#shared/audit'

/* A page of the people list: enough to scan on a phone, few enough to read at once. */
export const PEOPLE_PER_PAGE = 25

export type PeopleFilters = { q: string; kind: PeopleKind; page: number }

/* The list's query string, read leniently: anything unknown falls back to everyone, page 1. */
export function readPeopleFilters(qs: Record<string, unknown>): PeopleFilters {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const kind = text(qs.kind) as PeopleKind
  const page = Number.parseInt(text(qs.page), 10)
  return {
    q: text(qs.q).trim().slice(0, SEARCH_MAX),
    kind: PEOPLE_KINDS.includes(kind) ? kind : 'all',
    page: Number.isSafeInteger(page) && page > 0 && page <= 1_000_000 ? page : 1,
  }
}

/*
| Every account for the back office (/team), newest first: a search over name and e-mail
| (e-mails are stored lower-cased; names are compared lower-cased on both databases), and a
| filter by kind.
*/
export function listPeople(filters: PeopleFilters) {
  const query = User.query().orderBy('created_at', 'desc').orderBy('id', 'desc')
  const q = filters.q.toLowerCase()
  if (q) {
    const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
    query.where((where) => {
      where
        .whereRaw(`lower(full_name) like ? escape '\\'`, [like])
        .orWhereRaw(`email like ? escape '\\'`, [like])
    })
  }
  if (filters.kind === 'staff') query.where('role', 'super_admin')
  if (filters.kind === 'clients') query.where('role', 'client')
  if (filters.kind === 'deactivated') query.whereNotNull('deactivated_at')
  return query.paginate(filters.page, PEOPLE_PER_PAGE)
}
