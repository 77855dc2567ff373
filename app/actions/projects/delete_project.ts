import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import type User from '#models/user'
import type Project from '#models/project'
import { findProjectFor } from '#actions/projects/find_project'
import { unreadOfMembers } from '#actions/unread/unread'
import { afterCommit } from '#infrastructure/after_commit'
import { purgeFiles } from '#actions/files/delete_files'
import { broadcastProjectDeleted } from '#services/project_broadcasts'
import { revokeProject } from '#infrastructure/access_revocation'
import { record } from '#services/audit_log'

/* Owner or staff delete a project with everything in it. Authorize `delete` first. */
export async function deleteProject(user: User, projectId: number) {
  return db.transaction(async (trx) => {
    const project = await findProjectFor(user, projectId, { trx })
    await purgeProject(trx, project, user.id)
    await record(
      user,
      'project.deleted',
      { type: 'project', id: project.id, label: project.name },
      { before: { name: project.name, status: project.status } },
      { trx }
    )
    return project
  })
}

/*
| Its files, messages, invitations and memberships go with it. Deleted explicitly rather than left to
| the foreign keys' cascades, which SQLite applies only when a connection enables them.
*/
export async function purgeProject(
  trx: TransactionClientContract,
  project: Project,
  actorId: number
) {
  // Read before it goes: each member's lists and badges drop the project and its unread.
  const members = await unreadOfMembers(project.id, trx)
  // Its files: the rows now, the stored bytes once the deletion commits.
  await purgeFiles(trx, (files) => files.where('project_id', project.id))
  // The memberships before the messages: each deleted message would otherwise lower the kept
  // unread counts (a trigger, unread_triggers.ts) of memberships about to go.
  await trx.from('project_members').where('project_id', project.id).delete()
  await trx.from('messages').where('project_id', project.id).update({ reply_to_id: null })
  await trx.from('messages').where('project_id', project.id).delete()
  await trx.from('project_invitations').where('project_id', project.id).delete()
  await trx.from('projects').where('id', project.id).delete()
  afterCommit(trx, async () => {
    await broadcastProjectDeleted(project, members, actorId)
    await revokeProject(project.id)
  })
}
