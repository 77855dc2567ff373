import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import Project from '#models/project'
import type User from '#models/user'
import { visibleProjects } from '#actions/projects/list_projects'

export type Where = (query: ChainableContract) => void

/* One of the dashboard's project lists: which of the user's projects, in which order. */
export interface ProjectList {
  where?: Where
  order: Array<[column: string, direction: 'asc' | 'desc']>
}

/*
| The dashboard's project lists in two queries however many lists there are (issue 23: each
| list used to be a full query with its scoped columns): the ids of each list's first `limit`
| projects, with their place in it, in one UNION ALL of small queries; then those projects
| once, with the columns the page shows. A project in several lists is read once.
*/
export async function projectLists<Name extends string>(
  user: User,
  lists: Record<Name, ProjectList>,
  limit: number
): Promise<Record<Name, Project[]>> {
  const names = Object.keys(lists) as Name[]
  const picks = names.map((name, index) => {
    const { where, order } = lists[name]
    const ranking = order.map(([column, direction]) => `${column} ${direction}`).join(', ')
    const query = Project.query()
      .withScopes((scopes) => scopes.visibleTo(user))
      .select(
        'projects.id',
        db.raw('? as list', [index]),
        db.raw(`row_number() over (order by ${ranking}) as position`)
      )
    if (where) query.where(where)
    for (const [column, direction] of order) query.orderBy(column, direction)
    // A compound select may not order or limit its parts: each is a subquery of its own.
    return db.from(query.limit(limit).as(`list_${index}`)).select('*')
  })
  const [first, ...others] = picks
  const rows: Array<{ id: number; list: number; position: number }> = await (others.length
    ? first.unionAll(others)
    : first)

  const ids = [...new Set(rows.map((row) => Number(row.id)))]
  const projects = ids.length ? await visibleProjects(user).whereIn('projects.id', ids) : []
  const byId = new Map(projects.map((project) => [project.id, project]))

  const result = {} as Record<Name, Project[]>
  names.forEach((name, index) => {
    result[name] = rows
      .filter((row) => Number(row.list) === index)
      .sort((a, b) => Number(a.position) - Number(b.position))
      .flatMap((row) => byId.get(Number(row.id)) ?? [])
  })
  return result
}
