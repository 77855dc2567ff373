import db from '@adonisjs/lucid/services/db'
import Project from '#models/project'
import type User from '#models/user'
import { COUNTS_SQL, MEMBER_SQL, VIEWER_ROLE_SQL } from '#actions/projects/project_sql'
import { UNREAD_COUNT_SQL, allRows } from '#actions/unread/unread'

/*
| A condition on `projects` in SQL text. Its values are knex named bindings (`:reader` is the
| signed-in user; any other name comes in the call's `bindings`); constants are written in.
*/
export type Where = string

/* One of the dashboard's project lists: which of the user's projects, in which order. */
export interface ProjectList {
  where?: Where
  order: Array<[column: string, direction: 'asc' | 'desc']>
}

/*
| The dashboard's project lists in one query however many lists there are (issue 23): each
| list's first `limit` projects with their place in it, from a UNION ALL of small queries (one
| subquery per list, each ordered and limited), joined to the projects with the columns the
| page shows (app/actions/projects/project_sql.ts, the scopes' own text). A project in several
| lists comes once per list and is made into one model. The SQL is text, not a query builder:
| compiling the builders (a dozen subqueries) cost more than running the query.
*/
export async function projectLists<Name extends string>(
  user: User,
  lists: Record<Name, ProjectList>,
  limit: number,
  bindings: Record<string, unknown> = {}
): Promise<Record<Name, Project[]>> {
  const names = Object.keys(lists) as Name[]
  const count = Math.trunc(limit)
  const picks = names.map((name, index) => {
    const { where, order } = lists[name]
    const ranking = order.map(([column, direction]) => `${column} ${direction}`).join(', ')
    const conditions = [user.isStaff ? null : MEMBER_SQL, where ? `(${where})` : null]
      .filter(Boolean)
      .join(' and ')
    // A compound select may not order or limit its parts: each is a subquery of its own.
    return `select * from (select projects.id, ${index} as list,
        row_number() over (order by ${ranking}) as position
      from projects${conditions ? ` where ${conditions}` : ''}
      order by ${ranking} limit ${count}) as list_${index}`
  })
  const answer = await db.rawQuery(
    `select projects.*, ${VIEWER_ROLE_SQL} as viewer_role, ${COUNTS_SQL},
        ${UNREAD_COUNT_SQL} as unread_count, picked.list as picked_list,
        picked.position as picked_position
      from (${picks.join(' union all ')}) picked
      inner join projects on projects.id = picked.id`,
    { ...bindings, reader: user.id }
  )
  const rows = allRows(answer)

  const byId = new Map<number, Project>()
  for (const row of rows) {
    const id = Number(row.id)
    if (!byId.has(id)) byId.set(id, Project.$createFromAdapterResult(row)!)
  }
  const result = {} as Record<Name, Project[]>
  names.forEach((name, index) => {
    result[name] = rows
      .filter((row) => Number(row.picked_list) === index)
      .sort((a, b) => Number(a.picked_position) - Number(b.picked_position))
      .map((row) => byId.get(Number(row.id))!)
  })
  return result
}
