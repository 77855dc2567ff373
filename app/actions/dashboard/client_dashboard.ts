import db from '@adonisjs/lucid/services/db'
import dashboardConfig from '#config/dashboard'
import Conversation from '#models/conversation'
import ProjectInvitation, { PENDING_INVITATION_SQL, pendingNow } from '#models/project_invitation'
import Project from '#models/project'
import User from '#models/user'
import ProjectPolicy from '#policies/project_policy'
import { projectLists } from '#actions/dashboard/project_lists'
import type { ProjectList, Where } from '#actions/dashboard/project_lists'
import { HAS_UNREAD_SQL } from '#actions/unread/unread'
import { readRows } from '#services/sqlite_reads'

/*
| What needs the signed-in user, in the order the dashboard shows it (issue 21): plans to agree
| to, builds to test, invitations, unread conversations; then recent projects and the small
| counters. The project lists are one query together (project_lists.ts), every other list is
| one bounded query (`itemsPerList` rows), and every figure comes from one query of counts, so
| the page costs the same with 3 projects or 300. Each condition is written once, as SQL text
| with the reader as `:reader`, and used by its list and by its count.
*/

const recentFirst: ProjectList['order'] = [
  ['projects.last_activity_at', 'desc'],
  ['projects.id', 'desc'],
]

const OPEN = `projects.status not in ('completed', 'cancelled')`

/* Projects the reader owns (only the owner agrees to a plan or tests a build). */
const OWNED: Where = `exists (select 1 from project_members owner_pm
  where owner_pm.project_id = projects.id and owner_pm.user_id = :reader
    and owner_pm.role = 'owner')`

/* Step 4: a plan (hours and price) proposed and not agreed yet. */
const PLAN_WAITING: Where = `${OPEN} and projects.estimation_hours is not null
  and projects.price_minor is not null and projects.plan_accepted_at is null`

/* Step 6: a build handed over that the owner has neither confirmed nor sent back. */
const BUILD_WAITING: Where = `projects.status = 'in_progress'
  and projects.build_ready_at is not null and projects.build_confirmed_at is null`

/* Projects with a message the reader has not read (unread.ts). */
const UNREAD: Where = HAS_UNREAD_SQL

/* The client's own chats with the team (the consulting chat, carried over or new). */
const CLIENT_CHAT = `conversations.user_id = :reader and conversations.kind = 'chat'
  and conversations.blocked_at is null`

/* Those with a reply from the team they have not seen yet. */
const REPLIED_CONVERSATION = `${CLIENT_CHAT}
  and exists (select 1 from conversation_messages reply
    where reply.conversation_id = conversations.id and reply.sender = 'staff'
      and reply.id > coalesce(conversations.visitor_read_id, 0))`

/*
| The client's chats with a reply not yet seen and their chats at all, each list the first
| `itemsPerList` by latest activity, in one query of SQL text (a UNION ALL of both lists, each with its
| place in it): two Lucid queries before, whose builders cost more to compile than to run. A
| conversation in both lists is one model.
*/
async function clientChats(user: User) {
  const answer = await readRows(db.connection(), CLIENT_CHATS_SQL, { reader: user.id })
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

/* The client's project lists (project_lists.ts), one constant so its SQL text is built once. */
const CLIENT_LISTS = {
  plans: {
    where: `${OWNED} and ${PLAN_WAITING}`,
    order: [
      ['projects.plan_proposed_at', 'asc'],
      ['projects.id', 'asc'],
    ],
  },
  builds: {
    where: `${OWNED} and ${BUILD_WAITING}`,
    order: [
      ['projects.build_ready_at', 'asc'],
      ['projects.id', 'asc'],
    ],
  },
  unread: { where: UNREAD, order: recentFirst },
  recent: { order: recentFirst },
} satisfies Record<string, ProjectList>

const LIMIT = Math.trunc(dashboardConfig.itemsPerList)
const CHAT_ORDER = 'conversations.last_activity_at desc, conversations.id desc'
const chatList = (index: number, where: string) =>
  `select * from (select conversations.*, ${index} as picked_list,
      row_number() over (order by ${CHAT_ORDER}) as picked_position
    from conversations where ${where} order by ${CHAT_ORDER} limit ${LIMIT}) as list_${index}`
const CLIENT_CHATS_SQL = `${chatList(0, REPLIED_CONVERSATION)} union all ${chatList(1, CLIENT_CHAT)}`

/*
| The invitations waiting for the user (by their e-mail), newest first, with the project's name
| and who invited them: one query of SQL text (a Lucid query with two preloads before).
*/
const INVITATIONS_SQL = `select project_invitations.*, invited_project.name as invited_project_name,
    inviter.full_name as inviter_full_name
  from project_invitations
  inner join projects invited_project on invited_project.id = project_invitations.project_id
  left join users inviter on inviter.id = project_invitations.invited_by_id
  where ${PENDING_INVITATION_SQL} and project_invitations.email = :email
  order by project_invitations.created_at desc, project_invitations.id desc
  limit ${LIMIT}`

async function pendingInvitations(user: User) {
  const answer = await readRows(db.connection(), INVITATIONS_SQL, {
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
  const limit = dashboardConfig.itemsPerList
  const policy = new ProjectPolicy()

  const lists = await projectLists(user, CLIENT_LISTS, limit)
  const invitations = await pendingInvitations(user)
  const chats = await clientChats(user)

  return {
    // The policy has the last word on who may act; the query only narrows the candidates.
    plansToAgree: lists.plans.filter((project) => policy.acceptPlan(user, project) === true),
    buildsToTest: lists.builds.filter((project) => policy.reviewBuild(user, project) === true),
    invitations,
    unreadProjects: lists.unread,
    unreadConversations: chats.replied,
    // Clients: their conversations with the team (the consulting chat, carried over or new).
    conversations: chats.all,
    recentProjects: lists.recent,
    counts: await clientCounts(user),
  }
}

const countOf = (where: string) => `(select count(*) from projects where (${where}))`
const CLIENT_COUNTS_SQL = `select ${countOf(`${OWNED} and ${PLAN_WAITING}`)} as plans,
  ${countOf(`${OWNED} and ${BUILD_WAITING}`)} as builds,
  (select count(*) from project_invitations where ${PENDING_INVITATION_SQL}
    and project_invitations.email = :email) as invitations,
  (select count(*) from project_members mine
    inner join projects on projects.id = mine.project_id
    where mine.user_id = :reader and ${UNREAD}) as unread_projects,
  (select count(*) from conversations where ${REPLIED_CONVERSATION}) as unread_conversations,
  (select count(*) from project_members where user_id = :reader) as total_projects,
  (select count(*) from project_members where user_id = :reader and role = 'owner')
    as owned_projects,
  (select count(*) from messages where author_id = :reader and kind = 'message'
    and deleted_at is null) as messages_sent`

/*
| Every figure of the page in one query, from the lists' own conditions. Text, like the lists:
| as a query builder its compilation cost more than the query.
*/
async function clientCounts(user: User) {
  const [row] = await readRows(db.connection(), CLIENT_COUNTS_SQL, {
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
