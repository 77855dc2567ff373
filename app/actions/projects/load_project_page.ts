import Message from '#models/message'
import ProjectInvitation from '#models/project_invitation'
import type User from '#models/user'
import type { ProjectRole } from '#shared/projects'
import ProjectPolicy from '#policies/project_policy'
import { findProjectFor } from '#actions/projects/find_project'

/* The newest messages a project page opens with; older ones come from the messages endpoint. */
export const FIRST_MESSAGES = 50

/*
| Everything the project page shows, in a fixed number of queries: the project with the
| viewer's role, its members, the pending invitations (only for who may invite) and the stream.
*/
export async function loadProjectPage(user: User, projectId: unknown) {
  const project = await findProjectFor(user, projectId)
  await project.load((loader) =>
    loader
      .load('memberships', (members) => members.preload('user').orderBy('created_at', 'asc'))
      .load('planAcceptedBy')
  )
  const invitations =
    new ProjectPolicy().invite(user, project) === true
      ? await ProjectInvitation.query()
          .withScopes((scopes) => scopes.pending())
          .where('project_id', project.id)
          .preload('invitedBy')
          .orderBy('created_at', 'desc')
      : []
  const newest = await Message.query()
    .where('project_id', project.id)
    .preload('author')
    .orderBy('id', 'desc')
    .limit(FIRST_MESSAGES)
  const roles = new Map<number, ProjectRole>(
    project.memberships.map((member) => [member.userId, member.role])
  )
  return { project, invitations, messages: newest.reverse(), roles }
}
