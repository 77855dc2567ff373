import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import { searchKindsFor } from '#policies/search_policy'
import { read, type Row } from '#data/run'
import type { Statement } from '#data/statement'
import { SEARCH_MESSAGES } from '#data/search_messages'
import { SEARCH_FILES } from '#data/search_files'
import { SEARCH_PROJECTS } from '#data/search_projects'
import { SEARCH_PEOPLE } from '#data/search_people'
import { SEARCH_OFFERS } from '#data/search_offers'
import { SEARCH_CONVERSATIONS } from '#data/search_conversations'
import { SEARCH_INVOICES } from '#data/search_invoices'
import {
  SEARCH_KINDS,
  SEARCH_QUERY_MAX,
  fts5Match,
  isEmptyQuery,
  parseQuery,
  tsQuery,
  type ParsedQuery,
  type SearchKind,
} from '#shared/search'

export interface SearchFilters {
  q: string
  kind: SearchKind | null
  project: number | null
  author: number | null
  hasFiles: boolean
  from: string | null
  to: string | null
}

const ID_MAX = 2 ** 31 - 1
const DATE = /^\d{4}-\d{2}-\d{2}$/

/*
| The page's and the palette's filters from the address, forgiving: a value that makes no sense
| is left out rather than refused (a search page never answers an error for its address).
*/
export function readSearchFilters(qs: Record<string, unknown>, user: User): SearchFilters {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const id = (value: unknown) => {
    const parsed = Number(text(value))
    return Number.isSafeInteger(parsed) && parsed > 0 && parsed <= ID_MAX ? parsed : null
  }
  const date = (value: unknown) => {
    const given = text(value)
    return DATE.test(given) && DateTime.fromISO(given).isValid ? given : null
  }
  const kinds: readonly SearchKind[] = searchKindsFor(user)
  const kind = text(qs.kind) as SearchKind
  return {
    q: text(qs.q),
    kind: kinds.includes(kind) ? kind : null,
    project: id(qs.project),
    author: id(qs.author),
    hasFiles: text(qs.hasFiles) === '1' || text(qs.hasFiles) === 'true',
    from: date(qs.from),
    to: date(qs.to),
  }
}

export type SearchOutcome =
  | { state: 'empty' }
  | { state: 'tooLong' }
  | { state: 'found'; parsed: ParsedQuery; groups: { kind: SearchKind; rows: Row[] }[] }

/* Which reads a filter leaves: a person, files or a date only narrow messages and files. */
function kindsToRead(user: User, filters: SearchFilters) {
  const narrowed = filters.author !== null || filters.hasFiles
  return searchKindsFor(user).filter((kind) => {
    if (filters.kind !== null) return kind === filters.kind
    if (filters.hasFiles) return kind === 'messages'
    if (narrowed) return kind === 'messages' || kind === 'files'
    if (filters.project !== null) return SEARCH_KINDS.includes(kind as never)
    return true
  })
}

const STATEMENTS: Record<SearchKind, Statement> = {
  projects: SEARCH_PROJECTS,
  messages: SEARCH_MESSAGES,
  files: SEARCH_FILES,
  people: SEARCH_PEOPLE,
  offers: SEARCH_OFFERS,
  conversations: SEARCH_CONVERSATIONS,
  invoices: SEARCH_INVOICES,
}

/*
| Everything the user may read that matches, grouped by kind, `limit` per kind. Permissions are
| conditions of each statement (app/data/search_*.ts); what people typed becomes words only
| (shared/search.ts), so no input reaches the database as query syntax.
*/
export async function searchEverything(
  user: User,
  filters: SearchFilters,
  limit: number
): Promise<SearchOutcome> {
  if (filters.q.length > SEARCH_QUERY_MAX) return { state: 'tooLong' }
  const parsed = parseQuery(filters.q)
  if (isEmptyQuery(parsed)) return { state: 'empty' }

  const client = db.connection()
  const postgres = client.dialect.name === 'postgres'
  const stored = (day: string | null, next: boolean) => {
    if (day === null) return null
    const start = DateTime.fromISO(day)
      .plus({ days: next ? 1 : 0 })
      .startOf('day')
    return postgres ? start.toISO() : start.toFormat(client.dialect.dateTimeFormat)
  }
  const values = {
    q: postgres ? tsQuery(parsed) : fts5Match(parsed),
    user: user.id,
    staff: user.isStaff ? 1 : 0,
    project: filters.project,
    author: filters.author,
    hasFiles: filters.hasFiles ? 1 : 0,
    from: stored(filters.from, false),
    to: stored(filters.to, true),
    limit,
  }
  const groups = []
  for (const kind of kindsToRead(user, filters)) {
    const rows = await read(STATEMENTS[kind], values, client)
    if (rows.length > 0) groups.push({ kind, rows })
  }
  return { state: 'found', parsed, groups }
}
