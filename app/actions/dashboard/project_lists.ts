import db from '@adonisjs/lucid/services/db'
import Project from '#models/project'
import type User from '#models/user'
import { COUNTS_SQL, MEMBER_SQL, VIEWER_ROLE_SQL } from '#actions/projects/project_sql'
import { UNREAD_COUNT_SQL } from '#actions/unread/unread'
import { readRows } from '#services/sqlite_reads'

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
| subquery per list, each ordered and limited), grouped per project (its places as
| `list:position` pairs) and joined to the projects with the columns the page shows
| (app/actions/projects/project_sql.ts, the scopes' own text). A project in several lists is
| read, counted and made into a model once. The SQL is text, not a query builder: compiling the
| builders (a dozen subqueries) cost more than running the query; and the text of one set of
| lists is built once per process, so the statement cache finds it without hashing a new string.
*/
export async function projectLists<Name extends string>(
  user: User,
  lists: Record<Name, ProjectList>,
  limit: number,
  bindings: Record<string, unknown> = {}
): Promise<Record<Name, Project[]>> {
  const names = Object.keys(lists) as Name[]
  const connection = db.connection()
  const rows = await readRows(
    connection,
    listsSql(lists, names, Math.trunc(limit), user.isStaff, connection.dialect.name),
    { ...bindings, reader: user.id }
  )
  const result = {} as Record<Name, Project[]>
  const placed = names.map(() => [] as [position: number, project: Project][])
  for (const row of rows) {
    // Left in the row (the model's extras): deleting a key slows every later read of the row.
    const places = String(row.picked_places)
    const project = Project.$createFromAdapterResult(row)!
    for (const place of places.split(',')) {
      const [list, position] = place.split(':').map(Number)
      placed[list].push([position, project])
    }
  }
  names.forEach((name, index) => {
    result[name] = placed[index].sort((a, b) => a[0] - b[0]).map(([, project]) => project)
  })
  return result
}

const texts = new WeakMap<object, Map<string, string>>()

function listsSql(
  lists: Record<string, ProjectList>,
  names: string[],
  count: number,
  staff: boolean,
  dialect: string
) {
  const key = `${count} ${staff} ${dialect}`
  const known = texts.get(lists)?.get(key)
  if (known) return known
  const picks = names.map((name, index) => {
    const { where, order } = lists[name]
    const ranking = order.map(([column, direction]) => `${column} ${direction}`).join(', ')
    const conditions = [staff ? null : MEMBER_SQL, where ? `(${where})` : null]
      .filter(Boolean)
      .join(' and ')
    // A compound select may not order or limit its parts: each is a subquery of its own.
    return `select * from (select projects.id, ${index} as list,
        row_number() over (order by ${ranking}) as position
      from projects${conditions ? ` where ${conditions}` : ''}
      order by ${ranking} limit ${count}) as list_${index}`
  })
  const place = `cast(list as varchar(8)) || ':' || cast(position as varchar(8))`
  const places = dialect === 'postgres' ? `string_agg(${place}, ',')` : `group_concat(${place})`
  const text = `select projects.*, ${VIEWER_ROLE_SQL} as viewer_role, ${COUNTS_SQL},
      ${UNREAD_COUNT_SQL} as unread_count, picked.places as picked_places
    from (select id, ${places} as places from (${picks.join(' union all ')}) picks group by id) picked
    inner join projects on projects.id = picked.id`
  const byShape = texts.get(lists) ?? new Map<string, string>()
  texts.set(lists, byShape.set(key, text))
  return text
}
