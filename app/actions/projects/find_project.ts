import { errors } from '@adonisjs/core'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import Project from '#models/project'
import ProjectMember from '#models/project_member'
import ProjectInvitation from '#models/project_invitation'
import type User from '#models/user'
import ProjectPolicy from '#policies/project_policy'
import { recordId } from '#infrastructure/record_id'
import db from '@adonisjs/lucid/services/db'
import { read } from '#data/run'
import { PROJECT_WITH_COUNTS, projectAsSeen } from '#data/project_as_seen'

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
  const statement = options.counts === false ? projectAsSeen() : PROJECT_WITH_COUNTS
  const rows = projectId ? await read(statement, bindings, client) : []
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
