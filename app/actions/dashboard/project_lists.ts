import Project from '#models/project'
import type User from '#models/user'
import { read } from '#data/run'
import type { listsStatements, ProjectList } from '#data/dashboard_project_lists'

export type { ProjectList } from '#data/dashboard_project_lists'

/*
| The dashboard's project lists in one query however many lists there are
| (app/data/dashboard_project_lists.ts): each list's projects in order, a project in several
| lists one model. `statements` are the lists' own, made once with `listsStatements`.
*/
export async function projectLists<Name extends string>(
  user: User,
  lists: Record<Name, ProjectList>,
  statements: ReturnType<typeof listsStatements>,
  bindings: Record<string, unknown> = {}
): Promise<Record<Name, Project[]>> {
  const names = Object.keys(lists) as Name[]
  const rows = await read(user.isStaff ? statements.staff : statements.member, {
    ...bindings,
    reader: user.id,
  })
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
