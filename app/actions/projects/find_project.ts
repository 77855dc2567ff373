import { errors } from '@adonisjs/core'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Project from '#models/project'
import ProjectMember from '#models/project_member'
import ProjectInvitation from '#models/project_invitation'
import type User from '#models/user'
import ProjectPolicy from '#policies/project_policy'
import { recordId } from '#services/record_id'
import db from '@adonisjs/lucid/services/db'
import { COUNTS_SQL, VIEWER_ROLE_SQL } from '#actions/projects/project_sql'
import { ProjectSchema } from '#database/schema'
import { columnList, namedStatementOnce } from '#services/named_statements'
import { readRows } from '#services/sqlite_reads'

/*
| The project a route names, as the signed-in user may see it (with their role and the counts),
| or a 404: someone outside a project gets exactly the answer of a project that does not exist.
| Inside a transaction pass `trx` (SQLite has one connection) and `forUpdate` to take the row.
| `counts: false` skips the counts (every message of the project) where nothing shows them.
*/
export async function findProjectFor(
  user: User,
  id: unknown,
  options: { trx?: TransactionClientContract; counts?: boolean } = {}
) {
  const projectId = recordId(id)
  const client = options.trx ?? db.connection()
  const bindings = { reader: user.id, id: projectId }
  const statement = options.counts === false ? projectRead() : PROJECT_WITH_COUNTS_SQL
  const rows = projectId ? await readRows(client, statement, bindings) : []
  const project = rows[0]
    ? Project.$createFromAdapterResult(
        rows[0],
        undefined,
        options.trx ? { client: options.trx } : {}
      )
    : null
  if (!project || new ProjectPolicy().view(user, project) !== true) {
    throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  }
  return project
}

/*
| The scopes `withViewerRole` and `withCounts` as one text each (app/actions/projects/project_sql.ts):
| the query builder compiled them again on every request, which cost more than running them.
*/
const PROJECT_WITH_COUNTS_SQL = `select projects.*, ${VIEWER_ROLE_SQL} as viewer_role, ${COUNTS_SQL}
  from projects where projects.id = :id`

/*
| Without the counts (every post, edit and list of messages asks this): a named statement on
| PostgreSQL, so its columns are listed (app/services/named_statements.ts says why), made once.
*/
const projectRead = namedStatementOnce(
  'project_as_seen',
  () => `select ${columnList(Project, ProjectSchema, 'projects')},
    ${VIEWER_ROLE_SQL} as viewer_role from projects where projects.id = :id`
)

/*
| A membership of this project (with its user), or a 404 like any record that is not there.
| Outside a transaction `trx` is null (a controller reading it for the policy).
*/
export async function findMember(
  trx: TransactionClientContract | null,
  projectId: number,
  id: unknown
) {
  return ProjectMember.query(trx ? { client: trx } : {})
    .where('project_id', projectId)
    .where('id', recordId(id))
    .preload('user')
    .firstOrFail()
}

/* A pending invitation of this project, or a 404. */
export async function findPendingInvitation(
  trx: TransactionClientContract,
  projectId: number,
  id: unknown
) {
  return ProjectInvitation.query({ client: trx })
    .withScopes((scopes) => scopes.pending())
    .where('project_id', projectId)
    .where('id', recordId(id))
    .firstOrFail()
}
