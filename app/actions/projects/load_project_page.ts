import Message from '#models/message'
import ProjectInvitation from '#models/project_invitation'
import type User from '#models/user'
import type { ProjectRole } from '#shared/projects'
import ProjectPolicy from '#policies/project_policy'
import { MESSAGES_PAGE } from '#shared/chat'
import { findProjectFor } from '#actions/projects/find_project'

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
  // The chat opens with the newest page; one more row says whether older ones exist. The time
  // is taken first: edits made while the page travels reach the chat through `changedSince`.
  const syncedAt = new Date().toISOString()
  const newest = await Message.query()
    .withScopes((scopes) => scopes.withChatRelations())
    .where('project_id', project.id)
    .orderBy('id', 'desc')
    .limit(MESSAGES_PAGE + 1)
  const roles = new Map<number, ProjectRole>(
    project.memberships.map((member) => [member.userId, member.role])
  )
  return {
    project,
    invitations,
    messages: newest.slice(0, MESSAGES_PAGE).reverse(),
    chat: { hasOlder: newest.length > MESSAGES_PAGE, syncedAt },
    roles,
  }
}
