import dashboardConfig from '#config/dashboard'
import Conversation from '#models/conversation'
import ProjectInvitation, { pendingNow } from '#models/project_invitation'
import Project from '#models/project'
import User from '#models/user'
import ProjectPolicy from '#policies/project_policy'
import { projectLists } from '#actions/dashboard/project_lists'
import { read } from '#data/run'
import { listsStatements, type ProjectList } from '#data/dashboard_project_lists'
import { buildWaiting, owned, planWaiting, unread } from '#data/dashboard_conditions'
import { CLIENT_CHATS } from '#data/client_chats'
import { PENDING_INVITATIONS } from '#data/pending_invitations'
import { CLIENT_COUNTS } from '#data/client_counts'
import { unpaidInvoices } from '#actions/dashboard/unpaid_invoices'
import ProjectMember from '#models/project_member'
import { todayInZone } from '#actions/invoices/list_invoices'
import db from '@adonisjs/lucid/services/db'

/*
| What needs the signed-in user, in the order the dashboard shows it (issue 21): plans to agree
| to, builds to test, invitations, unread conversations; then recent projects and the small
| counters. The project lists are one query together (project_lists.ts), every other list is
| one bounded query (`itemsPerList` rows), and every figure comes from one query of counts, so
| the page costs the same with 3 projects or 300. Each condition is written once
| (app/data/dashboard_conditions.ts) and used by its list and by its count.
*/

const recentFirst: ProjectList['order'] = [
  ['projects.last_activity_at', 'desc'],
  ['projects.id', 'desc'],
]

/*
| The client's chats with a reply not yet seen and their chats at all, each list the first
| `itemsPerList` by latest activity, in one query of SQL text (a UNION ALL of both lists, each with its
| place in it): two Lucid queries before, whose builders cost more to compile than to run. A
| conversation in both lists is one model.
*/
async function clientChats(user: User) {
  const answer = await read(CLIENT_CHATS, { reader: user.id })
  const rows = answer.sort(
    (a, b) =>
      Number(a.picked_list) - Number(b.picked_list) ||
      Number(a.picked_position) - Number(b.picked_position)
  )
  const byId = new Map<number, Conversation>()
  const lists: [Conversation[], Conversation[]] = [[], []]
  for (const row of rows) {
    const picked = Number(row.picked_list)
    const id = Number(row.id)
    if (!byId.has(id)) byId.set(id, Conversation.$createFromAdapterResult(row)!)
    lists[picked].push(byId.get(id)!)
  }
  return { replied: lists[0], all: lists[1] }
}

/* The client's project lists (app/data/dashboard_project_lists.ts), their statements made once. */
const CLIENT_LISTS = {
  plans: {
    where: (dialect) => `${owned(dialect)} and ${planWaiting(dialect)}`,
    order: [
      ['projects.plan_proposed_at', 'asc'],
      ['projects.id', 'asc'],
    ],
  },
  builds: {
    where: (dialect) => `${owned(dialect)} and ${buildWaiting(dialect)}`,
    order: [
      ['projects.build_ready_at', 'asc'],
      ['projects.id', 'asc'],
    ],
  },
  unread: { where: unread, order: recentFirst },
  recent: { order: recentFirst },
} satisfies Record<string, ProjectList>
const CLIENT_LIST_STATEMENTS = listsStatements(
  'client_project_lists',
  CLIENT_LISTS,
  dashboardConfig.itemsPerList
)

async function pendingInvitations(user: User) {
  const answer = await read(PENDING_INVITATIONS, {
    email: user.email,
    now: pendingNow(),
  })
  return answer.map((row) => {
    const project = { id: row.project_id, name: row.invited_project_name }
    const inviter = { id: row.invited_by_id, full_name: row.inviter_full_name }
    const invitation = ProjectInvitation.$createFromAdapterResult(row)!
    invitation.$setRelated('project', Project.$createFromAdapterResult(project)!)
    if (inviter.full_name !== null)
      invitation.$setRelated('invitedBy', User.$createFromAdapterResult(inviter)!)
    return invitation
  })
}

export async function clientDashboard(user: User) {
  const policy = new ProjectPolicy()

  const lists = await projectLists(user, CLIENT_LISTS, CLIENT_LIST_STATEMENTS)
  const invitations = await pendingInvitations(user)
  const chats = await clientChats(user)
  const due = await invoicesDue(user)

  const buildsToTest = lists.builds.filter((project) => policy.reviewBuild(user, project) === true)
  await nameBuildMilestones(buildsToTest)

  return {
    // The policy has the last word on who may act; the query only narrows the candidates.
    plansToAgree: lists.plans.filter((project) => policy.acceptPlan(user, project) === true),
    buildsToTest,
    invitations,
    unreadProjects: lists.unread,
    unreadConversations: chats.replied,
    // Clients: their conversations with the team (the chat panel, carried over or new).
    conversations: chats.all,
    recentProjects: lists.recent,
    invoicesDue: due.invoices,
    counts: { ...(await clientCounts(user)), invoicesDue: due.count },
  }
}

/*
| A build handed over for a milestone is that milestone waiting for the owner's acceptance
| ("It works" accepts it): the dashboard names it. The titles of the agreed revisions'
| milestones under test, in one query for the few builds listed, kept in the project's
| `$extras.build_milestone_title` for `ProjectTransformer.toDashboardItem`.
*/
async function nameBuildMilestones(projects: Project[]) {
  const waiting = projects.filter((project) => project.buildMilestoneKey)
  if (waiting.length === 0) return
  const rows = await db
    .from('plan_milestones')
    .join('plan_revisions', 'plan_revisions.id', 'plan_milestones.revision_id')
    .where('plan_revisions.state', 'agreed')
    .whereIn(
      'plan_revisions.project_id',
      waiting.map((project) => project.id)
    )
    .whereIn(
      'plan_milestones.key',
      waiting.map((project) => project.buildMilestoneKey!)
    )
    .select('plan_revisions.project_id', 'plan_milestones.key', 'plan_milestones.title')
  for (const project of waiting) {
    const row = rows.find(
      (candidate) =>
        Number(candidate.project_id) === project.id && candidate.key === project.buildMilestoneKey
    )
    if (row) project.$extras.build_milestone_title = row.title as string
  }
}

/*
| The issued invoices of the projects the user owns (the owner sees and pays them,
| InvoicePolicy) with something still to pay and a due date within `invoiceDueSoonDays` or
| past (unpaid_invoices.ts orders and counts them).
*/
async function invoicesDue(user: User) {
  const horizon = todayInZone().plus({ days: dashboardConfig.invoiceDueSoonDays }).toISODate()!
  return unpaidInvoices((query) =>
    query
      .where('due_date', '<=', horizon)
      .whereIn(
        'project_id',
        ProjectMember.query().select('project_id').where({ userId: user.id, role: 'owner' })
      )
  )
}

/*
| Every figure of the page in one query, from the lists' own conditions. Text, like the lists:
| as a query builder its compilation cost more than the query.
*/
async function clientCounts(user: User) {
  const [row] = await read(CLIENT_COUNTS, {
    reader: user.id,
    email: user.email,
    now: pendingNow(),
  })
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
