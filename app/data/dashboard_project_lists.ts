import { COUNTS_SQL, memberSql, viewerRoleSql } from '#data/project_sql'
import { unreadCountSql } from '#data/unread_sql'
import { forms, statement, type Dialect, type Statement } from '#data/statement'
import type { Where } from '#data/dashboard_conditions'

/* One of the dashboard's project lists: which of the user's projects, in which order. */
export interface ProjectList {
  where?: Where
  order: Array<[column: string, direction: 'asc' | 'desc']>
}

/*
| The dashboard's project lists in one query however many lists there are: each list's first
| `limit` projects with their place in it, from a UNION ALL of small queries (one subquery per
| list, each ordered and limited), grouped per project (its places as `list:position` pairs) and
| joined to the projects with the columns the page shows (project_sql.ts, the scopes' own text).
| A project in several lists is read, counted and made into a model once. The SQL is text, not a
| query builder: compiling the builders (a dozen subqueries) cost more than running the query.
|
| Made when the dashboards' modules load, for a member and for staff (who see every project):
| `listsStatements(lists, limit)`. Values by name: `reader` and the lists' own.
*/
export function listsStatements(label: string, lists: Record<string, ProjectList>, limit: number) {
  const write = (staff: boolean) =>
    statement(
      `${label}${staff ? '_staff' : ''}`,
      forms((dialect) => listsSql(lists, Math.trunc(limit), staff, dialect))
    )
  return { member: write(false), staff: write(true) } satisfies Record<string, Statement>
}

function listsSql(
  lists: Record<string, ProjectList>,
  count: number,
  staff: boolean,
  dialect: Dialect
) {
  const picks = Object.values(lists).map(({ where, order }, index) => {
    const ranking = order.map(([column, direction]) => `${column} ${direction}`).join(', ')
    const conditions = [staff ? null : memberSql(dialect), where ? `(${where(dialect)})` : null]
      .filter(Boolean)
      .join(' and ')
    // A compound select may not order or limit its parts: each is a subquery of its own.
    return `select * from (select projects.id, ${index} as list,
        row_number() over (order by ${ranking}) as position
      from projects${conditions ? ` where ${conditions}` : ''}
      order by ${ranking} limit ${count}) as list_${index}`
  })
  const place = `cast(list as varchar(8)) || ':' || cast(position as varchar(8))`
  const places = dialect === 'pg' ? `string_agg(${place}, ',')` : `group_concat(${place})`
  return `select projects.*, ${viewerRoleSql(dialect)} as viewer_role, ${COUNTS_SQL},
      ${unreadCountSql(dialect)} as unread_count, picked.places as picked_places
    from (select id, ${places} as places from (${picks.join(' union all ')}) picks group by id) picked
    inner join projects on projects.id = picked.id`
}
