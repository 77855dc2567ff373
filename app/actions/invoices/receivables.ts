import type { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Invoice from '#models/invoice'
import ProjectMember from '#models/project_member'
import User from '#models/user'

/*
| Receivables by age (issue 42), for staff: what is still to be paid on issued invoices, by
| how many days past its due date it is in the invoices' zone (INVOICE_ZONE) and by client,
| per currency (amounts are never added across currencies). Outstanding is counted as the
| list's totals count it (list_invoices.ts): an issued, not fully paid invoice by its
| remainder; an issued credit note against it, aged with the invoice it credits so a credited
| invoice nets out in its own bucket. The client is the project's owner, the account that sees
| and pays the project's invoices; its name is the customer's on the latest invoice.
*/

export const AGE_BUCKETS = ['current', '1_30', '31_60', 'over_60'] as const
export type AgeBucket = (typeof AGE_BUCKETS)[number]

export type BucketAmounts = Record<AgeBucket, number> & { total: number }
export type CurrencyAmounts = BucketAmounts & { currency: string }
export type ReceivableClient = {
  clientId: number | null
  name: string
  currencies: CurrencyAmounts[]
}
export type Receivables = { totals: CurrencyAmounts[]; clients: ReceivableClient[] }

/* The bucket of an amount due on `due` (ISO date, null: no date, so not past it), on `today`. */
export function bucketOf(due: DateTime | null, today: DateTime): AgeBucket {
  if (!due) return 'current'
  const late = Math.round(today.startOf('day').diff(due.startOf('day'), 'days').days)
  if (late <= 0) return 'current'
  if (late <= 30) return '1_30'
  if (late <= 60) return '31_60'
  return 'over_60'
}

/*
| The due dates an age bucket covers on `today`, as ISO bounds (inclusive): `current` from
| today on, `1_30` from 30 days ago to yesterday, … For the list's `age` filter.
*/
export function bucketRange(bucket: AgeBucket, today: DateTime) {
  const day = (days: number) => today.minus({ days }).toISODate()!
  switch (bucket) {
    case 'current':
      return { from: day(0), to: null }
    case '1_30':
      return { from: day(30), to: day(1) }
    case '31_60':
      return { from: day(60), to: day(31) }
    case 'over_60':
      return { from: null, to: day(61) }
  }
}

/*
| Narrows an invoice query to what is outstanding in `bucket`: unpaid issued invoices due in its
| range, and the issued credit notes of invoices due in it (aged as their invoice).
*/
export function whereAged(
  query: ModelQueryBuilderContract<typeof Invoice>,
  bucket: AgeBucket,
  today: DateTime
) {
  const { from, to } = bucketRange(bucket, today)
  const dueIn = (q: ModelQueryBuilderContract<typeof Invoice>, column: string) => {
    if (bucket === 'current') q.where((open) => open.whereNull(column).orWhere(column, '>=', from!))
    else {
      if (from) q.where(column, '>=', from)
      if (to) q.where(column, '<=', to)
    }
  }
  query
    .where('status', 'issued')
    .whereNull('paid_at')
    .where((either) => {
      either
        .where((own) => {
          own.where((kind) => kind.where('kind', 'invoice').orWhereNull('credited_invoice_id'))
          dueIn(own, 'due_date')
        })
        .orWhere((note) => {
          note.where('kind', 'credit_note').whereIn(
            'credited_invoice_id',
            Invoice.query()
              .select('id')
              .where((credited) => dueIn(credited, 'due_date'))
          )
        })
    })
  return query
}

const zero = (): BucketAmounts => ({
  'current': 0,
  '1_30': 0,
  '31_60': 0,
  'over_60': 0,
  'total': 0,
})

export async function receivables(today: DateTime): Promise<Receivables> {
  const invoices = await Invoice.query()
    .select(
      'id',
      'kind',
      'currency',
      'total_minor',
      'paid_minor',
      'due_date',
      'customer',
      'project_id',
      'credited_invoice_id',
      'issue_date'
    )
    .where('status', 'issued')
    .whereNull('paid_at')
    .preload('creditedInvoice', (credited) => credited.select('id', 'due_date'))
    .orderBy('issue_date', 'desc')
    .orderBy('id', 'desc')

  const projectIds = [...new Set(invoices.map((invoice) => invoice.projectId))]
  const owners = projectIds.length
    ? await ProjectMember.query()
        .select('project_id', 'user_id')
        .whereIn('project_id', projectIds)
        .where('role', 'owner')
    : []
  const ownerOf = new Map(owners.map((row) => [row.projectId, row.userId]))
  const ownerIds = [...new Set(owners.map((row) => row.userId))]
  const ownerNames = new Map(
    (ownerIds.length
      ? await User.query().select('id', 'full_name').whereIn('id', ownerIds)
      : []
    ).map((user) => [user.id, user.fullName])
  )

  const totals = new Map<string, BucketAmounts>()
  const clients = new Map<
    string,
    { clientId: number | null; name: string; sums: Map<string, BucketAmounts> }
  >()
  for (const invoice of invoices) {
    const sign = invoice.kind === 'credit_note' ? -1 : 1
    const amount = sign * (invoice.totalMinor - invoice.paidMinor)
    if (amount === 0) continue
    const due =
      invoice.kind === 'credit_note' && invoice.creditedInvoice
        ? invoice.creditedInvoice.dueDate
        : invoice.dueDate
    const bucket = bucketOf(due, today)
    const clientId = ownerOf.get(invoice.projectId) ?? null
    const name = invoice.customerDetails?.name || (clientId ? ownerNames.get(clientId) : '') || ''
    const key = clientId ? `client:${clientId}` : `name:${name}`
    // Invoices come newest first: the client's name is the one on their latest invoice.
    const client = clients.get(key) ?? { clientId, name, sums: new Map() }
    clients.set(key, client)
    for (const sums of [totals, client.sums]) {
      const row = sums.get(invoice.currency) ?? zero()
      row[bucket] += amount
      row.total += amount
      sums.set(invoice.currency, row)
    }
  }

  const listed = (sums: Map<string, BucketAmounts>) =>
    [...sums.entries()]
      .map(([currency, amounts]) => ({ currency, ...amounts }))
      .sort((a, b) => a.currency.localeCompare(b.currency))
  return {
    totals: listed(totals),
    clients: [...clients.values()]
      .map((client) => ({
        clientId: client.clientId,
        name: client.name,
        currencies: listed(client.sums),
      }))
      // The longest overdue first, then by name.
      .sort((a, b) => oldest(b) - oldest(a) || a.name.localeCompare(b.name)),
  }
}

/* How far past due the client's oldest outstanding amount is (0: nothing overdue … 3: over 60). */
const oldest = (client: ReceivableClient) =>
  Math.max(
    0,
    ...client.currencies.map((row) =>
      AGE_BUCKETS.reduce((worst, bucket, index) => (row[bucket] > 0 ? index : worst), 0)
    )
  )
