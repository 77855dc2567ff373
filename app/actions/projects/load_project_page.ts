import ProjectInvitation from '#models/project_invitation'
import ProjectMember from '#models/project_member'
import type Project from '#models/project'
import User from '#models/user'
import type { ProjectRole } from '#shared/projects'
import ProjectPolicy from '#policies/project_policy'
import { MESSAGES_PAGE } from '#shared/chat'
import { findProjectFor } from '#actions/projects/find_project'
import { readChatMessages } from '#actions/chat/read_messages'
import { read } from '#data/run'
import { PROJECT_MEMBERSHIPS } from '#data/project_memberships'

/*
| The project as its pages show it (`ProjectTransformer.toDetail`): with the viewer's role, the
| members with their names and who agreed to the plan. Members' accounts are read with only the
| columns the pages show: a whole account is six times parsed by luxon for nothing.
*/
export async function loadProjectDetail(user: User, projectId: unknown) {
  const project = await findProjectFor(user, projectId)
  await loadMemberships(project)
  // Who agreed to the plan is nearly always a member, just read; only someone who has left since
  // (or staff outside the project) is looked up.
  const acceptedById = project.planAcceptedById
  if (acceptedById !== null) {
    const member = project.memberships.find((membership) => membership.userId === acceptedById)
    if (member) project.$setRelated('planAcceptedBy', member.user)
    else await project.load('planAcceptedBy')
  }
  return project
}

/*
| The project's memberships, oldest first, each with its member's account (id, name, e-mail,
| role): what `load('memberships')` with a preload of their users made, in one query of SQL text
| instead of two compiled builders and the preloader (issue 23).
*/
async function loadMemberships(project: Project) {
  const answer = await read(PROJECT_MEMBERSHIPS, [project.id])
  const memberships = answer.map((row) => {
    const {
      account_id: id,
      account_full_name: fullName,
      account_email: email,
      account_role: role,
      ...own
    } = row
    const membership = ProjectMember.$createFromAdapterResult(own)!
    const account =
      id === null ? null : User.$createFromAdapterResult({ id, full_name: fullName, email, role })
    membership.$setRelated('user', account as User)
    return membership
  })
  project.$setRelated('memberships', memberships)
}

/*
| Everything the project page shows, in a fixed number of queries whatever the number of
| messages: the project detail and the newest page of the stream with its authors and quotes.
| Invitations and the team to assign live on the settings page (`loadProjectSettings`).
*/
export async function loadProjectPage(user: User, projectId: unknown) {
  const project = await loadProjectDetail(user, projectId)
  // The chat opens with the newest page; one more row says whether older ones exist. The time
  // is taken first: edits made while the page travels reach the chat through `changedSince`.
  const syncedAt = new Date().toISOString()
  const newest = await readChatMessages(project.id)
  const roles = new Map<number, ProjectRole>(
    project.memberships.map((member) => [member.userId, member.role])
  )
  return {
    project,
    messages: newest.slice(0, MESSAGES_PAGE).reverse(),
    chat: { hasOlder: newest.length > MESSAGES_PAGE, syncedAt },
    roles,
  }
}

/*
| The settings page (owner and staff; authorize `settings`): the members, the pending
| invitations and, for staff, the staff accounts not yet on the project's team.
*/
export async function loadProjectSettings(user: User, projectId: unknown) {
  const project = await loadProjectDetail(user, projectId)
  const invitations = await ProjectInvitation.query()
    .withScopes((scopes) => scopes.pending())
    .where('project_id', project.id)
    .preload('invitedBy')
    .orderBy('created_at', 'desc')
  const inProject = project.memberships.map((member) => member.userId)
  const teamCandidates =
    new ProjectPolicy().manageTeam(user, project) === true
      ? await User.query()
          .select('id', 'full_name', 'email', 'role')
          .where('role', 'super_admin')
          .whereNotIn('id', inProject)
          .orderBy('full_name', 'asc')
      : []
  return { project, invitations, teamCandidates }
}
