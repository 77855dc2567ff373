import { forms, statement } from '#data/statement'
import { fromIndex, matches, optional, score } from '#data/search_sql'

const TEXT = `coalesce(o.subject, '') || ' ' || coalesce(o.email, '') || ' ' || coalesce(o.content, '')`

/* Offers by subject, recipient and text, for staff only. Values by name: q, staff, from, to, limit. */
export const SEARCH_OFFERS = statement(
  'search_offers',
  forms(
    (dialect) => `select o.id, o.subject, o.email, o.content as body, o.status, o.created_at,
        ${score(dialect, 'search_offers', TEXT, 'o.created_at')} as score
      from ${fromIndex(dialect, 'search_offers', 'offers', 'o')}
      where ${matches(dialect, 'search_offers', TEXT)}
        and cast(:staff as integer) = 1
        and ${optional('from', 'timestamptz', `o.created_at >= ${dialect === 'sqlite' ? ':from' : 'cast(:from as timestamptz)'}`)}
        and ${optional('to', 'timestamptz', `o.created_at < ${dialect === 'sqlite' ? ':to' : 'cast(:to as timestamptz)'}`)}
      order by score desc, o.id desc
      limit cast(:limit as integer)`
  )
)
