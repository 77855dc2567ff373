import { forms, statement } from '#data/statement'
import { fromIndex, matches, score } from '#data/search_sql'

const TEXT = `coalesce(u.full_name, '') || ' ' || coalesce(u.email, '')`

/* Accounts by name and e-mail, for staff only (the condition is in the query). Values by name: q, staff, limit. */
export const SEARCH_PEOPLE = statement(
  'search_people',
  forms(
    (dialect) => `select u.id, u.full_name, u.email, u.role, u.created_at,
        ${score(dialect, 'search_people', TEXT, 'u.created_at')} as score
      from ${fromIndex(dialect, 'search_people', 'users', 'u')}
      where ${matches(dialect, 'search_people', TEXT)}
        and cast(:staff as integer) = 1
      order by score desc, u.id desc
      limit cast(:limit as integer)`
  )
)
