import { forms, statement } from '#data/statement'
import { fromIndex, matches, readsProject, score } from '#data/search_sql'

const TEXT = `coalesce(p.name, '') || ' ' || coalesce(p.description, '')`

/* Projects by name and description that the reader may see. Values by name: q, user, staff, project, limit. */
export const SEARCH_PROJECTS = statement(
  'search_projects',
  forms(
    (dialect) => `select p.id, p.name, p.description, p.status, p.last_activity_at as created_at,
        ${score(dialect, 'search_projects', TEXT, 'p.last_activity_at')} as score
      from ${fromIndex(dialect, 'search_projects', 'projects', 'p')}
      where ${matches(dialect, 'search_projects', TEXT)}
        and ${readsProject('p.id')}
        and (cast(:project as integer) is null or p.id = cast(:project as integer))
      order by score desc, p.id desc
      limit cast(:limit as integer)`
  )
)
