import { DateTime } from 'luxon'
import db from '@adonisjs/lucid/services/db'
import type { Currency } from '#shared/projects'
import dashboardConfig from '#config/dashboard'
import Conversation from '#models/conversation'
import Offer from '#models/offer'
import User from '#models/user'
import { projectLists } from '#actions/dashboard/project_lists'
import { storedTime } from '#actions/unread/unread'
import { isoFromStored } from '#infrastructure/stored_times'
import { read } from '#data/run'
import { listsStatements, type ProjectList } from '#data/dashboard_project_lists'
import { buildWithClient, overduePlan, toAnalyse } from '#data/dashboard_conditions'
import { ANSWERED_OFFERS } from '#data/answered_offers'
import { TEAM_COUNTS } from '#data/team_counts'
import { WAITING_CONVERSATIONS } from '#data/waiting_conversations'
import { TEAM_WORKLOAD } from '#data/team_workload'
import { unpaidInvoices } from '#actions/dashboard/unpaid_invoices'
import { todayInZone } from '#actions/invoices/list_invoices'

/*
| What needs the team (issue 22), each in one function so a later change of what "waiting",
| "assigned" or "active" means is made in one place: conversations waiting for an answer
| (longest wait first), new projects to analyse, plans sent and not agreed for more than
| `planOverdueDays`, builds waiting for the client's test, offers answered since the staff
| member's last visit, overdue invoices, and the team's workload. Each list is one bounded query (the project
| lists one together, project_lists.ts); their totals come from one query of counts. The
| conditions are SQL text, each used by its list and its count.
*/

/* The team's project lists (app/data/dashboard_project_lists.ts), their statements made once. */
const TEAM_LISTS = {
  newProjects: {
    where: toAnalyse,
    order: [
      ['projects.created_at', 'asc'],
      ['projects.id', 'asc'],
    ],
  },
  overduePlans: {
    where: overduePlan,
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
} satisfies Record<string, ProjectList>

const TEAM_LIST_STATEMENTS = listsStatements(
  'team_project_lists',
  TEAM_LISTS,
  dashboardConfig.itemsPerList
)

export async function staffDashboard(user: User, answersSince: DateTime) {
  const now = DateTime.now()
  const waitingConversations = await conversationsWaiting()
  const bindings = {
    overdue_before: storedTime(now.minus({ days: dashboardConfig.planOverdueDays })),
    since: storedTime(answersSince),
  }
  const lists = await projectLists(user, TEAM_LISTS, TEAM_LIST_STATEMENTS, bindings)
  const answeredOffers = (await read(ANSWERED_OFFERS, bindings)).map((row) =>
    Offer.$createFromAdapterResult(row)!
  )

  const [row] = await read(TEAM_COUNTS, bindings)
  const figure = (name: string) => Number(row?.[name] ?? 0)
  const overdue = await overdueInvoices()
  const milestones = await milestonesToInvoice()

  return {
    waitingConversations,
    ...lists,
    answeredOffers,
    overdueInvoices: overdue.invoices,
    milestonesToInvoice: milestones.rows,
    workload: await teamWorkload(),
    counts: {
      waitingConversations: figure('conversations'),
      newProjects: figure('new_projects'),
      overduePlans: figure('overdue_plans'),
      buildsWithClients: figure('builds'),
      answeredOffers: figure('answered_offers'),
      overdueInvoices: overdue.count,
      milestonesToInvoice: milestones.count,
    },
  }
}

/*
| Issued invoices past their due date (in the invoices' zone) with something still to pay
| (unpaid_invoices.ts orders and counts them).
*/
export async function overdueInvoices() {
  const today = todayInZone().toISODate()!
  return unpaidInvoices((query) => query.where('due_date', '<', today))
}

/*
| Milestones the owner accepted whose invoice is not issued yet: the draft prepared on
| acceptance waits for review (or was deleted), oldest acceptance first. Only the agreed
| revision's milestones count (an acceptance carried into a new revision is one milestone).
| One limited query and its count.
*/
export async function milestonesToInvoice() {
  const base = () =>
    db
      .from('plan_milestones')
      .join('plan_revisions', 'plan_revisions.id', 'plan_milestones.revision_id')
      .join('projects', 'projects.id', 'plan_revisions.project_id')
      .leftJoin('invoices', 'invoices.id', 'plan_milestones.invoice_id')
      .where('plan_revisions.state', 'agreed')
      .where('plan_milestones.state', 'accepted')
      .where((query) => query.whereNull('invoices.id').orWhere('invoices.status', 'draft'))
  const rows = await base()
    .select(
      'plan_milestones.key',
      'plan_milestones.title',
      'plan_milestones.amount_minor',
      'plan_milestones.accepted_at',
      'plan_milestones.invoice_id',
      'plan_revisions.currency',
      'projects.id as project_id',
      'projects.name as project_name'
    )
    .orderBy('plan_milestones.accepted_at', 'asc')
    .orderBy('plan_milestones.id', 'asc')
    .limit(dashboardConfig.itemsPerList)
  const count =
    rows.length < dashboardConfig.itemsPerList
      ? rows.length
      : Number((await base().count('* as total'))[0].total)
  return {
    count,
    rows: rows.map((row) => ({
      key: row.key as string,
      title: row.title as string,
      amount: { minor: Number(row.amount_minor), currency: row.currency as Currency },
      acceptedAt: isoFromStored(row.accepted_at),
      invoiceId: row.invoice_id === null ? null : Number(row.invoice_id),
      projectId: Number(row.project_id),
      projectName: row.project_name as string,
    })),
  }
}
export type MilestoneToInvoice = Awaited<ReturnType<typeof milestonesToInvoice>>['rows'][number]

/*
| Conversations waiting for the team, the longest wait first: the wait starts at the person's
| first message after the team's last answer. Rows come with their people (the client's and the
| assignee's account: id, name, e-mail, role), in one query of SQL text: a Lucid query with two
| preloads before, three compiled builders (issue 23).
*/
export async function conversationsWaiting() {
  const answer = await read(WAITING_CONVERSATIONS)
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
  const rows = await read(TEAM_WORKLOAD)
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.full_name),
    openConversations: Number(row.open_conversations),
    activeProjects: Number(row.active_projects),
  }))
}
