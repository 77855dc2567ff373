import { Link } from '@adonisjs/inertia/react'
import { useTranslation } from 'react-i18next'
import type { Data } from '@generated/data'
import { cn } from '~/lib/utils'
import { money } from './invoice_parts'

type Amounts = Data.Receivables['totals'][number]
type Bucket = 'current' | '1_30' | '31_60' | 'over_60'

/* The age buckets: the list's `age` filter value, the amount's field, the label. */
export const BUCKETS: { age: Bucket; field: keyof Omit<Amounts, 'currency' | 'total'> }[] = [
  { age: 'current', field: 'current' },
  { age: '1_30', field: 'days1To30' },
  { age: '31_60', field: 'days31To60' },
  { age: 'over_60', field: 'over60' },
]

/* How late a bucket is, in the status badges' colours (overdue is red). */
const TONE: Record<Bucket, string> = {
  'current': '',
  '1_30': 'text-amber-700 dark:text-amber-300',
  '31_60': 'text-red-700 dark:text-red-300',
  'over_60': 'text-red-700 dark:text-red-300 font-semibold',
}

const labelOf = (field: string) => `invoices.receivables.${field}`

/*
| Staff's receivables on /invoices: the outstanding amount per age bucket (each a link to the
| list filtered by it), then per client, one line per currency; amounts are never added across
| currencies. Phones get the buckets as tiles and each client as a card; wider screens a table.
*/
export function Receivables({
  receivables,
  filters,
}: {
  receivables: Data.Receivables
  filters: { age?: string; clientId?: number }
}) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const { totals, clients } = receivables
  const amount = (row: Amounts, field: keyof Amounts) =>
    row[field] === 0 ? '—' : money(row[field] as number, row.currency, language)
  const clientName = (name: string) => name || t('invoices.receivables.noClient')

  return (
    <section
      aria-labelledby="receivables"
      className="grid gap-4 rounded-lg border p-4 sm:p-5"
      data-testid="receivables"
    >
      <div>
        <h2 id="receivables" className="text-base font-semibold">
          {t('invoices.receivables.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('invoices.receivables.description')}</p>
      </div>

      {totals.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invoices.receivables.empty')}</p>
      ) : (
        <>
          <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {BUCKETS.map(({ age, field }) => (
              <li key={age}>
                <Link
                  route="invoices.index"
                  qs={{ age }}
                  aria-label={t('invoices.receivables.showBucket', {
                    bucket: t(labelOf(field)),
                  })}
                  aria-current={filters.age === age && !filters.clientId ? 'true' : undefined}
                  className={cn(
                    'grid min-h-11 gap-1 rounded-md border p-3 hover:bg-accent',
                    filters.age === age && !filters.clientId && 'border-primary bg-accent'
                  )}
                >
                  <span className="text-xs text-muted-foreground">{t(labelOf(field))}</span>
                  {/* Only the currencies with something in this bucket; none: a dash. */}
                  {totals.every((row) => row[field] === 0) && (
                    <span className="font-semibold text-muted-foreground">—</span>
                  )}
                  {totals
                    .filter((row) => row[field] !== 0)
                    .map((row) => (
                      <span
                        key={row.currency}
                        className={cn('font-semibold tabular-nums', TONE[age])}
                      >
                        {amount(row, field)}
                      </span>
                    ))}
                </Link>
              </li>
            ))}
          </ul>

          <ul className="grid gap-2 md:hidden" aria-label={t('invoices.receivables.client')}>
            {clients.map((client) => (
              <li key={`${client.clientId}-${client.name}`} className="rounded-md border p-3">
                <ClientName client={client} label={clientName(client.name)} />
                {client.currencies.map((row) => (
                  <dl key={row.currency} className="mt-2 grid grid-cols-2 gap-x-3 text-sm">
                    {BUCKETS.filter(({ field }) => row[field] !== 0).map(({ age, field }) => (
                      <div key={age} className="contents">
                        <dt className="text-muted-foreground">{t(labelOf(field))}</dt>
                        <dd className={cn('text-right tabular-nums', TONE[age])}>
                          {amount(row, field)}
                        </dd>
                      </div>
                    ))}
                    <dt className="font-medium">{t('invoices.receivables.total')}</dt>
                    <dd className="text-right font-semibold tabular-nums">
                      {amount(row, 'total')}
                    </dd>
                  </dl>
                ))}
              </li>
            ))}
          </ul>

          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr className="border-b">
                  <th className="py-2 pr-4 font-medium">{t('invoices.receivables.client')}</th>
                  {BUCKETS.map(({ age, field }) => (
                    <th key={age} className="px-3 py-2 text-right font-medium">
                      {/* Short: the section's description says they are days past due. */}
                      <span title={t(labelOf(field))}>
                        {t(`invoices.receivables.short.${field}`)}
                      </span>
                    </th>
                  ))}
                  <th className="py-2 pl-3 text-right font-medium">
                    {t('invoices.receivables.total')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {clients.flatMap((client) =>
                  client.currencies.map((row, index) => (
                    <tr
                      key={`${client.clientId}-${client.name}-${row.currency}`}
                      className={cn(index === 0 && 'border-t')}
                    >
                      <td className="py-2 pr-4">
                        {index === 0 && (
                          <ClientName client={client} label={clientName(client.name)} />
                        )}
                      </td>
                      {BUCKETS.map(({ age, field }) => (
                        <td
                          key={age}
                          className={cn(
                            'px-3 py-2 text-right tabular-nums',
                            row[field] !== 0 && TONE[age]
                          )}
                        >
                          {amount(row, field)}
                        </td>
                      ))}
                      <td className="py-2 pl-3 text-right font-semibold tabular-nums">
                        {amount(row, 'total')}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
              <tfoot>
                {totals.map((row, index) => (
                  <tr key={row.currency} className={cn(index === 0 && 'border-t-2')}>
                    <th scope="row" className="py-2 pr-4 text-left font-medium">
                      {index === 0 ? t('invoices.receivables.total') : ''}
                    </th>
                    {BUCKETS.map(({ age, field }) => (
                      <td key={age} className="px-3 py-2 text-right font-medium tabular-nums">
                        {amount(row, field)}
                      </td>
                    ))}
                    <td className="py-2 pl-3 text-right font-semibold tabular-nums">
                      {amount(row, 'total')}
                    </td>
                  </tr>
                ))}
              </tfoot>
            </table>
          </div>
        </>
      )}
    </section>
  )
}

/* A client's name, a link to their outstanding invoices when the client has an account. */
function ClientName({
  client,
  label,
}: {
  client: Data.Receivables['clients'][number]
  label: string
}) {
  const { t } = useTranslation()
  if (!client.clientId) return <span className="font-medium">{label}</span>
  return (
    <Link
      route="invoices.index"
      qs={{ status: 'unpaid', clientId: client.clientId }}
      aria-label={t('invoices.receivables.showClient', { name: label })}
      className="font-medium underline-offset-4 hover:underline"
    >
      {label}
    </Link>
  )
}
