import db from '@adonisjs/lucid/services/db'
import Project from '#models/project'
import type User from '#models/user'
import { purgeProject } from '#actions/projects/delete_project'

/*
| What deleting an account does to its projects. A project the account owns alone goes with
| it; one that others work in would be left without an owner, so it blocks the deletion until
| it is handed over. Projects the account merely belongs to lose the membership, and its
| messages stay, their author shown as "Deleted user".
*/
function ownedBy(user: User) {
  return Project.query()
    .whereExists((owner) =>
      owner
        .from('project_members')
        .whereColumn('project_members.project_id', 'projects.id')
        .where('project_members.user_id', user.id)
        .where('project_members.role', 'owner')
    )
    .withScopes((scopes) => scopes.withViewerRole(user))
    .withScopes((scopes) => scopes.withCounts())
    .orderBy('projects.name', 'asc')
}

export async function projectsBlockingDeletion(user: User) {
  const owned = await ownedBy(user)
  return owned.filter((project) => project.membersCount > 1)
}

export async function deleteProjectsOwnedAlone(user: User) {
  await db.transaction(async (trx) => {
    const owned = await ownedBy(user).useTransaction(trx)
    for (const project of owned.filter((candidate) => candidate.membersCount <= 1)) {
      await purgeProject(trx, project, user.id)
    }
  })
}
