import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import dashboardConfig from '#config/dashboard'
import Conversation from '#models/conversation'
import Offer from '#models/offer'
import User from '#models/user'
import { projectLists } from '#actions/dashboard/project_lists'
import type { ProjectList, Where } from '#actions/dashboard/project_lists'
import { storedTime } from '#actions/unread/unread'
import { isoFromStored } from '#services/stored_times'
import { readRows } from '#services/sqlite_reads'

/*
| What needs the team (issue 22), each in one function so a later change of what "waiting",
| "assigned" or "active" means is made in one place: conversations waiting for an answer
| (longest wait first), new projects to analyse, plans sent and not agreed for more than
| `planOverdueDays`, builds waiting for the client's test, offers answered since the staff
| member's last visit, and the team's workload. Each list is one bounded query (the project
| lists one together, project_lists.ts); their totals come from one query of counts. The
| conditions are SQL text, each used by its list and its count.
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

const WAITING_CONVERSATION = `conversations.status = 'open' and conversations.blocked_at is null
  and exists (select 1 from conversation_messages where ${UNANSWERED})`

/* Step 2 done, step 3 not started: a new project, or one in analysis without a plan yet. */
const TO_ANALYSE: Where = `projects.status = 'not_started'
  or (projects.status = 'analyzing' and projects.plan_proposed_at is null)`

/* Step 4 overdue: proposed before `:overdue_before` (`planOverdueDays` ago), still not agreed. */
const OVERDUE_PLAN: Where = `projects.status not in ('completed', 'cancelled')
  and projects.plan_proposed_at is not null and projects.plan_accepted_at is null
  and projects.plan_proposed_at < :overdue_before`

/* Step 6: handed over, and the client has neither confirmed nor sent it back. */
const BUILD_WITH_CLIENT: Where = `projects.status = 'in_progress'
  and projects.build_ready_at is not null and projects.build_confirmed_at is null`

/* Offers answered after `:since`. */
const ANSWERED_SINCE = `offers.responded_at is not null and offers.responded_at > :since`

/* The team's project lists (project_lists.ts), one constant so its SQL text is built once. */
const TEAM_LISTS = {
  newProjects: {
    where: TO_ANALYSE,
    order: [
      ['projects.created_at', 'asc'],
      ['projects.id', 'asc'],
    ],
  },
  overduePlans: {
    where: OVERDUE_PLAN,
    order: [
      ['projects.plan_proposed_at', 'asc'],
      ['projects.id', 'asc'],
    ],
  },
  buildsWithClients: {
    where: BUILD_WITH_CLIENT,
    order: [
      ['projects.build_ready_at', 'asc'],
      ['projects.id', 'asc'],
    ],
  },
} satisfies Record<string, ProjectList>

const ANSWERED_OFFERS_SQL = `select offers.* from offers where ${ANSWERED_SINCE}
  order by offers.responded_at desc, offers.id desc limit ${Math.trunc(dashboardConfig.itemsPerList)}`

// Text, like the lists: as a query builder its compilation cost more than the query.
const countOf = (where: string) => `(select count(*) from projects where (${where}))`
const TEAM_COUNTS_SQL = `select
  (select count(*) from conversations where ${WAITING_CONVERSATION}) as conversations,
  ${countOf(TO_ANALYSE)} as new_projects,
  ${countOf(OVERDUE_PLAN)} as overdue_plans,
  ${countOf(BUILD_WITH_CLIENT)} as builds,
  (select count(*) from offers where ${ANSWERED_SINCE}) as answered_offers`

export async function staffDashboard(user: User, answersSince: DateTime) {
  const limit = dashboardConfig.itemsPerList
  const now = DateTime.now()
  const waitingConversations = await conversationsWaiting()
  const bindings = {
    overdue_before: storedTime(now.minus({ days: dashboardConfig.planOverdueDays })),
    since: storedTime(answersSince),
  }
  const lists = await projectLists(user, TEAM_LISTS, limit, bindings)
  const answeredOffers = (await readRows(db.connection(), ANSWERED_OFFERS_SQL, bindings)).map(
    (row) => Offer.$createFromAdapterResult(row)!
  )

  const [row] = await readRows(db.connection(), TEAM_COUNTS_SQL, bindings)
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

const people = (alias: string) =>
  `${alias}.id as ${alias}_id, ${alias}.full_name as ${alias}_full_name,
    ${alias}.email as ${alias}_email, ${alias}.role as ${alias}_role`
const WAITING_SQL = `select conversations.*,
    (select min(conversation_messages.created_at) from conversation_messages
      where ${UNANSWERED}) as waited_from,
    ${people('client')}, ${people('assignee')}
  from conversations
  left join users client on client.id = conversations.user_id
  left join users assignee on assignee.id = conversations.assigned_to_id
  where ${WAITING_CONVERSATION}
  order by waited_from asc, conversations.id asc
  limit ${Math.trunc(dashboardConfig.itemsPerList)}`

/*
| Conversations waiting for the team, the longest wait first: the wait starts at the person's
| first message after the team's last answer. Rows come with their people (the client's and the
| assignee's account: id, name, e-mail, role), in one query of SQL text: a Lucid query with two
| preloads before, three compiled builders (issue 23).
*/
export async function conversationsWaiting() {
  const answer = await readRows(db.connection(), WAITING_SQL)
  return answer.map((row) => {
    const account = (alias: string) => {
      const fields = ['id', 'full_name', 'email', 'role'].map((name) => {
        const value = row[`${alias}_${name}`]
        delete row[`${alias}_${name}`]
        return [name, value]
      })
      return fields[0][1] === null
        ? null
        : User.$createFromAdapterResult(Object.fromEntries(fields))!
    }
    const user = account('client')
    const assignedTo = account('assignee')
    const conversation = Conversation.$createFromAdapterResult(row)!
    conversation.$setRelated('user', user as User)
    conversation.$setRelated('assignedTo', assignedTo as User)
    conversation.$extras.waited_from = isoFromStored(conversation.$extras.waited_from)
    return conversation
  })
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
  // Text: as a builder (two correlated subqueries) its compilation cost more than the query.
  const rows = await readRows(
    db.connection(),
    `select users.id, users.full_name,
        (select count(*) from conversations
          where conversations.assigned_to_id = users.id and conversations.status = 'open'
            and conversations.blocked_at is null) as open_conversations,
        (select count(*) from project_members
          inner join projects on projects.id = project_members.project_id
          where project_members.user_id = users.id
            and projects.status not in ('completed', 'cancelled')) as active_projects
      from users where users.role = 'super_admin'
      order by lower(users.full_name) asc limit 100`
  )
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.full_name),
    openConversations: Number(row.open_conversations),
    activeProjects: Number(row.active_projects),
  }))
}
