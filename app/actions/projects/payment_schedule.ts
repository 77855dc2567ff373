import Invoice from '#models/invoice'
import PlanRevision from '#models/plan_revision'
import type { Currency } from '#shared/projects'
import { depositMinor } from '#shared/plans'
import type { LoadedPlan } from '#actions/projects/load_plan'
import { displayStatus, todayInZone } from '#actions/invoices/list_invoices'

/*
| Where a row of the schedule stands: nothing invoiced yet; a draft staff prepared (staff only:
| the owner sees issued invoices only); invoiced and waiting; paid; past its due date with
| something owed; taken back in full by credit notes.
*/
export type ScheduleState = 'not_invoiced' | 'draft' | 'invoiced' | 'paid' | 'overdue' | 'credited'

export type ScheduleRow = {
  /* The milestone's key; null for the deposit. */
  key: string | null
  kind: 'deposit' | 'milestone'
  title: string | null
  /* What the plan sets for it, net of VAT as the plan's price is. */
  amountMinor: number
  /* The deposit is due on agreement; a milestone is aimed at its target date. */
  targetDate: string | null
  state: ScheduleState
  invoice: Invoice | null
}

export type PaymentSchedule = {
  revisionNumber: number | null
  currency: Currency
  depositPercent: number | null
  rows: ScheduleRow[]
  /* Issued invoices of the project that no row of the schedule names (made by hand). */
  others: Invoice[]
  /* Over the issued invoices (with VAT), per currency: never summed across currencies. */
  totals: { currency: Currency; invoicedMinor: number; paidMinor: number; dueMinor: number }[]
}

/*
| The invoice asking for the agreed revision's deposit: the advance invoice it names. A later
| revision whose deposit an earlier advance invoice already asked for names none, and the row
| follows that earlier one (the project's newest advance invoice a revision made).
*/
export async function depositInvoiceOf(
  revision: PlanRevision,
  invoices: Invoice[]
): Promise<Invoice | null> {
  const advances = invoices.filter((invoice) => invoice.kind === 'advance')
  if (revision.advanceInvoiceId) {
    return advances.find((invoice) => invoice.id === revision.advanceInvoiceId) ?? null
  }
  if (advances.length === 0) return null
  const named = await PlanRevision.query()
    .where('project_id', revision.projectId)
    .whereNotNull('advance_invoice_id')
    .select('advance_invoice_id')
  const ids = new Set(named.map((row) => row.advanceInvoiceId))
  return advances.findLast((invoice) => ids.has(invoice.id)) ?? null
}

/*
| The project's "Payments" card (staff and the owner: `ProjectPolicy.seePaymentSchedule`): the
| agreed revision's deposit and milestones each with the invoice that asks for it and where it
| stands, the other invoices of the project, and what was invoiced, paid and is still due. One
| query beside the plan the page has already read. `staff` keeps drafts in view; the owner's
| schedule treats a draft as not invoiced yet.
*/
export async function loadPaymentSchedule(
  project: { id: number; currency: Currency },
  plan: LoadedPlan,
  staff: boolean
): Promise<PaymentSchedule | null> {
  const invoices = await Invoice.query()
    .where('project_id', project.id)
    // Tax documents for advance payments ask for nothing: the advance invoice's row covers them.
    .whereIn('kind', ['invoice', 'advance'])
    .if(!staff, (query) => query.where('status', 'issued'))
    .orderBy('issue_date', 'asc')
    .orderBy('id', 'asc')
  const revision = plan.current
  const today = todayInZone()
  const byId = new Map(invoices.map((invoice) => [invoice.id, invoice]))
  const named = new Set<number>()
  const row = (
    fields: Omit<ScheduleRow, 'state' | 'invoice'>,
    invoice: Invoice | null
  ): ScheduleRow => {
    if (invoice) named.add(invoice.id)
    return { ...fields, invoice, state: stateOf(invoice, today) }
  }

  const rows: ScheduleRow[] = []
  if (revision) {
    if (revision.depositPercent > 0) {
      rows.push(
        row(
          {
            key: null,
            kind: 'deposit',
            title: null,
            amountMinor: depositMinor(revision.priceMinor, revision.depositPercent),
            targetDate: null,
          },
          await depositInvoiceOf(revision, invoices)
        )
      )
    }
    for (const milestone of revision.milestones) {
      rows.push(
        row(
          {
            key: milestone.key,
            kind: 'milestone',
            title: milestone.title,
            amountMinor: milestone.amountMinor,
            targetDate: milestone.targetDate.toISODate(),
          },
          milestone.invoiceId === null ? null : (byId.get(milestone.invoiceId) ?? null)
        )
      )
    }
  }

  const issued = invoices.filter((invoice) => invoice.isIssued)
  // Nothing agreed to pay and nothing invoiced: the card would be empty words.
  if (rows.length === 0 && issued.length === 0) return null
  const totals = new Map<Currency, PaymentSchedule['totals'][number]>()
  for (const invoice of issued) {
    const sum = totals.get(invoice.currency) ?? {
      currency: invoice.currency,
      invoicedMinor: 0,
      paidMinor: 0,
      dueMinor: 0,
    }
    sum.invoicedMinor += invoice.totalMinor - invoice.creditedMinor
    sum.paidMinor += invoice.paidMinor
    sum.dueMinor += Math.max(invoice.outstandingMinor, 0)
    totals.set(invoice.currency, sum)
  }

  return {
    revisionNumber: revision?.number ?? null,
    currency: revision?.currency ?? project.currency,
    depositPercent: revision?.depositPercent ?? null,
    rows,
    others: issued.filter((invoice) => !named.has(invoice.id)),
    totals: [...totals.values()],
  }
}

function stateOf(invoice: Invoice | null, today: ReturnType<typeof todayInZone>): ScheduleState {
  if (!invoice) return 'not_invoiced'
  const status = displayStatus(invoice, today)
  if (status === 'draft' || status === 'paid' || status === 'overdue' || status === 'credited')
    return status
  return 'invoiced'
}
