import db from '@adonisjs/lucid/services/db'
import ProjectInvitation from '#models/project_invitation'
import type User from '#models/user'
import { visibleProjects } from '#actions/projects/list_projects'

export const RECENT_PROJECTS = 5

/*
| The dashboard's figures and lists, in a fixed number of queries however many projects there
| are: recent projects, the counts (one query), the invitations waiting for this account and,
| for staff, the projects waiting on the company or on the client.
*/
export async function dashboardOverview(user: User) {
  const recentProjects = await visibleProjects(user)
    .orderBy('projects.last_activity_at', 'desc')
    .orderBy('projects.id', 'desc')
    .limit(RECENT_PROJECTS)

  const pendingInvitations = await ProjectInvitation.query()
    .withScopes((scopes) => scopes.pending())
    .where('email', user.email)
    .preload('project')
    .preload('invitedBy')
    .orderBy('created_at', 'desc')

  return {
    recentProjects,
    stats: { ...(await counts(user)), pendingInvitations: pendingInvitations.length },
    pendingInvitations,
    staff: user.isStaff ? await staffQueues(user) : null,
  }
}

async function counts(user: User) {
  // Staff see every project; anyone else the ones they belong to (one membership each).
  const total = user.isStaff
    ? db.from('projects').count('* as total')
    : db.from('project_members').where('user_id', user.id).count('* as total')
  const owned = db
    .from('project_members')
    .where('user_id', user.id)
    .where('role', 'owner')
    .count('* as owned')
  const sent = db
    .from('messages')
    .where('author_id', user.id)
    .where('kind', 'message')
    .whereNull('deleted_at')
    .count('* as sent')
  const row = await db
    .query()
    .select(total.as('total_projects'), owned.as('owned_projects'), sent.as('messages_sent'))
    .first()
  return {
    totalProjects: Number(row?.total_projects ?? 0),
    ownedProjects: Number(row?.owned_projects ?? 0),
    messagesSent: Number(row?.messages_sent ?? 0),
  }
}

/*
| What the company has to do next: projects not yet analysed (new, or in analysis without a
| plan), and plans the client has not agreed to yet.
*/
async function staffQueues(user: User) {
  const waitingForAnalysis = await visibleProjects(user)
    .where((query) =>
      query
        .where('projects.status', 'not_started')
        .orWhere((analysing) =>
          analysing.where('projects.status', 'analyzing').whereNull('projects.plan_proposed_at')
        )
    )
    .orderBy('projects.created_at', 'asc')
    .limit(RECENT_PROJECTS)
  const plansAwaitingClient = await visibleProjects(user)
    .whereNotNull('projects.plan_proposed_at')
    .whereNull('projects.plan_accepted_at')
    .whereNotIn('projects.status', ['completed', 'cancelled'])
    .orderBy('projects.plan_proposed_at', 'asc')
    .limit(RECENT_PROJECTS)
  return { waitingForAnalysis, plansAwaitingClient }
}
