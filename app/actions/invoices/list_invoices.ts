import { DateTime } from 'luxon'
import Invoice from '#models/invoice'
import Project from '#models/project'
import ProjectMember from '#models/project_member'
import type User from '#models/user'
import type { ProjectRole } from '#shared/projects'
import { INVOICE_ZONE } from '#actions/invoices/issue_invoice'
import { isPayableKind } from '#shared/invoices'
import { whereAged, type AgeBucket } from '#actions/invoices/receivables'

export const LIST_STATUSES = ['draft', 'unpaid', 'overdue', 'paid'] as const
export type ListStatus = (typeof LIST_STATUSES)[number]
/* `age` and `clientId` are the receivables' links (receivables.ts): an age bucket, a client. */
export type InvoiceFilters = {
  status?: ListStatus
  projectId?: number
  age?: AgeBucket
  clientId?: number
}

/*
| What a person sees of an invoice's state: drafts, issued and waiting, partially paid, overdue
| (past its due date with something still owed, partially paid or not), paid, credited (its
| credit notes took back what was not paid). A credit note is issued and nothing more: it is
| neither paid nor late, nor is the tax document of a received payment.
*/
export function displayStatus(invoice: Invoice, today: DateTime = todayInZone()) {
  if (invoice.status === 'draft') return 'draft' as const
  if (!isPayableKind(invoice.kind)) return 'issued' as const
  if (invoice.paidAt) return 'paid' as const
  if (invoice.outstandingMinor <= 0) return 'credited' as const
  if (invoice.dueDate && invoice.dueDate < today) return 'overdue' as const
  if (invoice.paidMinor > 0) return 'partially_paid' as const
  return 'issued' as const
}

export function todayInZone() {
  return DateTime.now().setZone(INVOICE_ZONE).startOf('day')
}

export async function ownsAnyProject(user: User) {
  if (user.isStaff) return true
  const row = await ProjectMember.query().where({ userId: user.id, role: 'owner' }).first()
  return Boolean(row)
}

export async function roleIn(user: User, projectId: number): Promise<ProjectRole | null> {
  const row = await ProjectMember.query().where({ userId: user.id, projectId }).first()
  return row?.role ?? null
}

/*
| Staff: every invoice and draft, filtered by state and project. A client: the issued
| invoices of the projects they own (drafts are the company's work in progress).
*/
export async function listInvoices(user: User, filters: InvoiceFilters) {
  const query = Invoice.query()
    .preload('project', (project) => project.select('id', 'name'))
    .orderByRaw('case when status = ? then 0 else 1 end', ['draft'])
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
  if (!user.isStaff) {
    query
      .where('status', 'issued')
      .whereIn(
        'project_id',
        ProjectMember.query().select('project_id').where({ userId: user.id, role: 'owner' })
      )
  }
  if (filters.projectId) query.where('project_id', filters.projectId)
  if (filters.clientId) {
    query.whereIn(
      'project_id',
      ProjectMember.query().select('project_id').where({ userId: filters.clientId, role: 'owner' })
    )
  }
  const today = todayInZone()
  const iso = today.toISODate()!
  if (filters.age) whereAged(query, filters.age, today)
  switch (filters.status) {
    case 'draft':
      query.where('status', 'draft')
      break
    case 'paid':
      query.where('status', 'issued').whereNotNull('paid_at')
      break
    case 'unpaid':
      query.withScopes((scopes) => scopes.owed())
      break
    case 'overdue':
      query.withScopes((scopes) => scopes.owed()).where('due_date', '<', iso)
      break
  }
  const invoices = await query
  return { invoices, totals: totalsOf(invoices, today) }
}

/*
| Per currency: issued (credit notes count against; a tax document for a received payment not at
| all, its money was asked for by its advance invoice, and the final invoice asks only for the
| rest), still owed, overdue. What is owed is each invoice's own outstanding amount, its credit
| notes already taken off (Invoice.outstandingMinor).
*/
function totalsOf(invoices: Invoice[], today: DateTime) {
  const byCurrency = new Map<string, { issued: number; unpaid: number; overdue: number }>()
  for (const invoice of invoices) {
    if (invoice.status !== 'issued') continue
    const sign = invoice.kind === 'credit_note' ? -1 : invoice.kind === 'advance_tax' ? 0 : 1
    const sums = byCurrency.get(invoice.currency) ?? { issued: 0, unpaid: 0, overdue: 0 }
    sums.issued += sign * invoice.totalMinor
    const owed = Math.max(invoice.outstandingMinor, 0)
    sums.unpaid += owed
    if (displayStatus(invoice, today) === 'overdue') sums.overdue += owed
    byCurrency.set(invoice.currency, sums)
  }
  return [...byCurrency.entries()].map(([currency, sums]) => ({ currency, ...sums }))
}

/* The projects staff may invoice, with their plan's price for a deposit line. */
export async function invoiceableProjects() {
  const projects = await Project.query()
    .select('id', 'name', 'currency', 'price_minor')
    .orderBy('name')
    .limit(1000)
  return projects.map((project) => ({
    id: project.id,
    name: project.name,
    currency: project.currency,
    priceMinor: project.priceMinor,
  }))
}
