import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import dashboardConfig from '#config/dashboard'
import Conversation from '#models/conversation'
import ProjectInvitation from '#models/project_invitation'
import type User from '#models/user'
import ProjectPolicy from '#policies/project_policy'
import { projectLists } from '#actions/dashboard/project_lists'
import type { ProjectList, Where } from '#actions/dashboard/project_lists'
import { hasUnreadCondition } from '#actions/unread/unread'

/*
| What needs the signed-in user, in the order the dashboard shows it (issue 21): plans to agree
| to, builds to test, invitations, unread conversations; then recent projects and the small
| counters. The project lists are two queries together (project_lists.ts), every other list is
| one bounded query (`itemsPerList` rows), and every figure comes from one query of counts, so
| the page costs the same with 3 projects or 300. Each condition is written once and used by
| its list and by its count.
*/

const recentFirst: ProjectList['order'] = [
  ['projects.last_activity_at', 'desc'],
  ['projects.id', 'desc'],
]

const open = (query: ChainableContract) =>
  query.whereNotIn('projects.status', ['completed', 'cancelled'])

/* Projects this user owns (only the owner agrees to a plan or tests a build). */
const ownedBy =
  (user: User): Where =>
  (query) =>
    query.whereExists((members) =>
      members
        .from('project_members')
        .whereColumn('project_members.project_id', 'projects.id')
        .where('project_members.user_id', user.id)
        .where('project_members.role', 'owner')
    )

/* Step 4: a plan (hours and price) proposed and not agreed yet. */
const planWaiting: Where = (query) => {
  open(query)
  query
    .whereNotNull('projects.estimation_hours')
    .whereNotNull('projects.price_minor')
    .whereNull('projects.plan_accepted_at')
}

/* Step 6: a build handed over that the owner has neither confirmed nor sent back. */
const buildWaiting: Where = (query) =>
  query
    .where('projects.status', 'in_progress')
    .whereNotNull('projects.build_ready_at')
    .whereNull('projects.build_confirmed_at')

const unreadIn =
  (user: User): Where =>
  (query) => {
    const unread = hasUnreadCondition(user.id)
    query.whereRaw(unread.sql, unread.bindings)
  }

/* The client's chats with the team with a reply from the team they have not seen yet. */
const conversationsWithReplies = (user: User) =>
  Conversation.query()
    .where('conversations.user_id', user.id)
    .where('conversations.kind', 'chat')
    .whereNull('conversations.blocked_at')
    .whereExists((replies) =>
      replies
        .from('conversation_messages')
        .whereColumn('conversation_messages.conversation_id', 'conversations.id')
        .where('conversation_messages.sender', 'staff')
        .whereRaw('conversation_messages.id > coalesce(conversations.visitor_read_id, 0)')
    )

const pendingInvitations = (user: User) =>
  ProjectInvitation.query()
    .withScopes((scopes) => scopes.pending())
    .where('project_invitations.email', user.email)

export async function clientDashboard(user: User) {
  const limit = dashboardConfig.itemsPerList
  const policy = new ProjectPolicy()

  const lists = await projectLists(
    user,
    {
      plans: {
        where: (query) => query.where(ownedBy(user)).where(planWaiting),
        order: [
          ['projects.plan_proposed_at', 'asc'],
          ['projects.id', 'asc'],
        ],
      },
      builds: {
        where: (query) => query.where(ownedBy(user)).where(buildWaiting),
        order: [
          ['projects.build_ready_at', 'asc'],
          ['projects.id', 'asc'],
        ],
      },
      unread: { where: unreadIn(user), order: recentFirst },
      recent: { order: recentFirst },
    },
    limit
  )
  const invitations = await pendingInvitations(user)
    .preload('project')
    .preload('invitedBy')
    .orderBy('created_at', 'desc')
    .limit(limit)
  const unreadConversations = await conversationsWithReplies(user)
    .orderBy('last_activity_at', 'desc')
    .limit(limit)

  return {
    // The policy has the last word on who may act; the query only narrows the candidates.
    plansToAgree: lists.plans.filter((project) => policy.acceptPlan(user, project) === true),
    buildsToTest: lists.builds.filter((project) => policy.reviewBuild(user, project) === true),
    invitations,
    unreadProjects: lists.unread,
    unreadConversations,
    recentProjects: lists.recent,
    counts: await clientCounts(user),
  }
}

/* Every figure of the page in one query: the lists' totals and the counters. */
async function clientCounts(user: User) {
  const projects = () => db.from('projects')
  const row = await db
    .query()
    .select(
      projects().where(ownedBy(user)).where(planWaiting).count('*').as('plans'),
      projects().where(ownedBy(user)).where(buildWaiting).count('*').as('builds'),
      pendingInvitations(user).count('*').as('invitations'),
      db
        .from('project_members')
        .innerJoin('projects', 'projects.id', 'project_members.project_id')
        .where('project_members.user_id', user.id)
        .where(unreadIn(user))
        .count('*')
        .as('unread_projects'),
      conversationsWithReplies(user).count('*').as('unread_conversations'),
      db.from('project_members').where('user_id', user.id).count('*').as('total_projects'),
      db
        .from('project_members')
        .where('user_id', user.id)
        .where('role', 'owner')
        .count('*')
        .as('owned_projects'),
      db
        .from('messages')
        .where('author_id', user.id)
        .where('kind', 'message')
        .whereNull('deleted_at')
        .count('*')
        .as('messages_sent')
    )
    .first()
  const figure = (name: string) => Number(row?.[name] ?? 0)
  return {
    plansToAgree: figure('plans'),
    buildsToTest: figure('builds'),
    invitations: figure('invitations'),
    unreadProjects: figure('unread_projects'),
    unreadConversations: figure('unread_conversations'),
    totalProjects: figure('total_projects'),
    ownedProjects: figure('owned_projects'),
    messagesSent: figure('messages_sent'),
  }
}
