import db from '@adonisjs/lucid/services/db'
import type { ChainableContract } from '@adonisjs/lucid/types/querybuilder'
import { DateTime } from 'luxon'
import dashboardConfig from '#config/dashboard'
import Conversation from '#models/conversation'
import Offer from '#models/offer'
import type User from '#models/user'
import { projectLists } from '#actions/dashboard/project_lists'
import type { Where } from '#actions/dashboard/project_lists'
import { storedTime } from '#actions/unread/unread'
import { isoFromStored } from '#services/stored_times'

/*
| What needs the team (issue 22), each in one function so a later change of what "waiting",
| "assigned" or "active" means is made in one place: conversations waiting for an answer
| (longest wait first), new projects to analyse, plans sent and not agreed for more than
| `planOverdueDays`, builds waiting for the client's test, offers answered since the staff
| member's last visit, and the team's workload. Each list is one bounded query (the project
| lists two together, project_lists.ts); their totals come from one query of counts.
*/

/*
| A conversation waits when its newest message from the person is newer than the team's last
| answer (an internal note is not an answer: only `staff` messages count). Blocked and closed
| conversations wait for nobody.
*/
const UNANSWERED = `conversation_messages.conversation_id = conversations.id
  and conversation_messages.sender = 'visitor'
  and conversation_messages.id > coalesce((select max(answers.id) from conversation_messages answers
    where answers.conversation_id = conversations.id and answers.sender = 'staff'), 0)`

const waitingConversation = (query: ChainableContract) =>
  query
    .where('conversations.status', 'open')
    .whereNull('conversations.blocked_at')
    .whereExists((messages) => messages.from('conversation_messages').whereRaw(UNANSWERED))

/* Step 2 done, step 3 not started: a new project, or one in analysis without a plan yet. */
const toAnalyse: Where = (query) =>
  query.where((where) =>
    where
      .where('projects.status', 'not_started')
      .orWhere((analysing) =>
        analysing.where('projects.status', 'analyzing').whereNull('projects.plan_proposed_at')
      )
  )

/* Step 4 overdue: proposed more than `planOverdueDays` ago and still not agreed. */
const overduePlan =
  (now: DateTime): Where =>
  (query) =>
    query
      .whereNotIn('projects.status', ['completed', 'cancelled'])
      .whereNotNull('projects.plan_proposed_at')
      .whereNull('projects.plan_accepted_at')
      .where(
        'projects.plan_proposed_at',
        '<',
        storedTime(now.minus({ days: dashboardConfig.planOverdueDays }))
      )

/* Step 6: handed over, and the client has neither confirmed nor sent it back. */
const buildWithClient: Where = (query) =>
  query
    .where('projects.status', 'in_progress')
    .whereNotNull('projects.build_ready_at')
    .whereNull('projects.build_confirmed_at')

const answeredSince =
  (since: DateTime): Where =>
  (query) =>
    query.whereNotNull('offers.responded_at').where('offers.responded_at', '>', storedTime(since))

export async function staffDashboard(user: User, answersSince: DateTime) {
  const limit = dashboardConfig.itemsPerList
  const now = DateTime.now()
  const waitingConversations = await conversationsWaiting(limit)
  const lists = await projectLists(
    user,
    {
      newProjects: {
        where: toAnalyse,
        order: [
          ['projects.created_at', 'asc'],
          ['projects.id', 'asc'],
        ],
      },
      overduePlans: {
        where: overduePlan(now),
        order: [
          ['projects.plan_proposed_at', 'asc'],
          ['projects.id', 'asc'],
        ],
      },
      buildsWithClients: {
        where: buildWithClient,
        order: [
          ['projects.build_ready_at', 'asc'],
          ['projects.id', 'asc'],
        ],
      },
    },
    limit
  )
  const answeredOffers = await Offer.query()
    .where(answeredSince(answersSince))
    .orderBy('offers.responded_at', 'desc')
    .orderBy('offers.id', 'desc')
    .limit(limit)

  const row = await db
    .query()
    .select(
      Conversation.query().where(waitingConversation).count('*').as('conversations'),
      db.from('projects').where(toAnalyse).count('*').as('new_projects'),
      db.from('projects').where(overduePlan(now)).count('*').as('overdue_plans'),
      db.from('projects').where(buildWithClient).count('*').as('builds'),
      Offer.query().where(answeredSince(answersSince)).count('*').as('answered_offers')
    )
    .first()
  const figure = (name: string) => Number(row?.[name] ?? 0)

  return {
    waitingConversations,
    ...lists,
    answeredOffers,
    workload: await teamWorkload(),
    counts: {
      waitingConversations: figure('conversations'),
      newProjects: figure('new_projects'),
      overduePlans: figure('overdue_plans'),
      buildsWithClients: figure('builds'),
      answeredOffers: figure('answered_offers'),
    },
  }
}

/*
| Conversations waiting for the team, the longest wait first: the wait starts at the person's
| first message after the team's last answer. Rows come with their people (two preloads).
*/
export async function conversationsWaiting(limit: number) {
  const conversations = await Conversation.query()
    .select(
      'conversations.*',
      db.raw(
        `(select min(conversation_messages.created_at) from conversation_messages
          where ${UNANSWERED}) as waited_from`
      )
    )
    .where(waitingConversation)
    .preload('user')
    .preload('assignedTo')
    .orderBy('waited_from', 'asc')
    .orderBy('conversations.id', 'asc')
    .limit(limit)
  for (const conversation of conversations) {
    conversation.$extras.waited_from = isoFromStored(conversation.$extras.waited_from)
  }
  return conversations
}

export type Workload = {
  id: number
  name: string
  openConversations: number
  activeProjects: number
}

/*
| Each staff member's open conversations (assigned to them) and active projects (not completed
| or cancelled, where they are in the project's team), in one query whatever the team's size.
| The one place that decides what "assigned" and "active" mean for the team.
*/
export async function teamWorkload(): Promise<Workload[]> {
  const rows = await db
    .from('users')
    .select(
      'users.id',
      'users.full_name',
      db
        .from('conversations')
        .whereColumn('conversations.assigned_to_id', 'users.id')
        .where('conversations.status', 'open')
        .whereNull('conversations.blocked_at')
        .count('*')
        .as('open_conversations'),
      db
        .from('project_members')
        .innerJoin('projects', 'projects.id', 'project_members.project_id')
        .whereColumn('project_members.user_id', 'users.id')
        .whereNotIn('projects.status', ['completed', 'cancelled'])
        .count('*')
        .as('active_projects')
    )
    .where('users.role', 'super_admin')
    .orderByRaw('lower(users.full_name) asc')
    .limit(100)
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.full_name),
    openConversations: Number(row.open_conversations),
    activeProjects: Number(row.active_projects),
  }))
}
