import type { DateTime } from 'luxon'
import type { ModelQueryBuilderContract } from '@adonisjs/lucid/types/model'
import Invoice from '#models/invoice'
import ProjectMember from '#models/project_member'
import User from '#models/user'

/*
| Receivables by age (issue 42), for staff: what is still to be paid on issued invoices, by
| how many days past its due date it is in the invoices' zone (INVOICE_ZONE) and by client,
| per currency (amounts are never added across currencies). Outstanding is what the list's
| totals count (list_invoices.ts): each issued invoice still owed (`Invoice.owed`) by what is
| left of it once its payments and credit notes are taken off (`outstandingMinor`), so a
| credited invoice nets out in its own bucket. The client is the project's owner, the account
| that sees and pays the project's invoices; its name is the customer's on the latest invoice.
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

/* Narrows an invoice query to what is outstanding in `bucket`: invoices still owed due in its range. */
export function whereAged(
  query: ModelQueryBuilderContract<typeof Invoice>,
  bucket: AgeBucket,
  today: DateTime
) {
  const { from, to } = bucketRange(bucket, today)
  query.withScopes((scopes) => scopes.owed())
  if (bucket === 'current') {
    query.where((open) => open.whereNull('due_date').orWhere('due_date', '>=', from!))
  } else {
    if (from) query.where('due_date', '>=', from)
    if (to) query.where('due_date', '<=', to)
  }
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
      'credited_minor',
      'paid_at',
      'due_date',
      'customer',
      'project_id',
      'issue_date'
    )
    .withScopes((scopes) => scopes.owed())
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
    const amount = invoice.outstandingMinor
    const bucket = bucketOf(invoice.dueDate, today)
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
