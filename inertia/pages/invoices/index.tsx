import { Head } from '@inertiajs/react'
import { Link } from '@adonisjs/inertia/react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { NativeSelect } from '~/components/ui/native_select'
import type { Data } from '@generated/data'
import { InvoiceStatusBadge, invoiceDate, money } from './invoice_parts'
import { StatementImport, UnmatchedCredits } from './statement_parts'
import { AccountantExport } from './export_parts'
import { BUCKETS, Receivables } from './receivables_parts'
import { useInvoicesLive } from '~/features/invoices/hooks/use_invoices_live'

type Props = {
  invoices: Data.Invoice[]
  totals: { currency: string; issued: number; unpaid: number; overdue: number }[]
  filters: { status?: string; projectId?: number; age?: string; clientId?: number }
  projects: { id: number; name: string }[]
  canManage: boolean
  unmatched: Data.Payment[]
  assignable: Data.Invoice[]
  receivables: Data.Receivables | null
}

const STATUSES = ['draft', 'unpaid', 'overdue', 'paid'] as const
const LIVE_PROPS = ['invoices', 'totals', 'unmatched', 'assignable', 'receivables']

/*
| Staff: every invoice with filters and the totals still to be paid; a project's owner: the
| invoices of their projects. Phones get one card per invoice, wider screens a table.
*/
export default function InvoicesIndex({
  invoices,
  totals,
  filters,
  projects,
  canManage,
  unmatched,
  assignable,
  receivables,
}: Props) {
  const { t, i18n } = useTranslation()
  useInvoicesLive(LIVE_PROPS)
  const language = i18n.language
  const filtered = Boolean(filters.status || filters.projectId || filters.age || filters.clientId)
  // The receivables' links filter by an age bucket or a client; the form keeps them and says so.
  const ageField = BUCKETS.find((bucket) => bucket.age === filters.age)?.field
  const clientName = receivables?.clients.find(
    (client) => client.clientId === filters.clientId
  )?.name

  return (
    <>
      <Head title={t('invoices.title')} />
      <div className="mx-auto grid max-w-6xl gap-6">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('invoices.title')}</h1>
            <p className="text-sm text-muted-foreground">
              {canManage
                ? t('invoices.index.staffDescription')
                : t('invoices.index.clientDescription')}
            </p>
          </div>
          {canManage && (
            <Button asChild>
              <Link route="invoices.create">{t('invoices.index.new')}</Link>
            </Button>
          )}
        </header>

        {totals.length > 0 && (
          <dl className="grid gap-3 sm:grid-cols-3">
            {(['issuedTotal', 'unpaidTotal', 'overdueTotal'] as const).map((key) => (
              <div key={key} className="rounded-lg border p-4">
                <dt className="text-sm text-muted-foreground">{t(`invoices.index.${key}`)}</dt>
                {totals.map((total) => (
                  <dd key={total.currency} className="text-lg font-semibold tabular-nums">
                    {money(
                      key === 'issuedTotal'
                        ? total.issued
                        : key === 'unpaidTotal'
                          ? total.unpaid
                          : total.overdue,
                      total.currency,
                      language
                    )}
                  </dd>
                ))}
              </div>
            ))}
          </dl>
        )}

        {receivables && <Receivables receivables={receivables} filters={filters} />}

        {canManage && <StatementImport />}
        {canManage && <UnmatchedCredits credits={unmatched} invoices={assignable} />}
        {canManage && <AccountantExport />}

        {canManage && (
          <form
            method="get"
            action="/invoices"
            aria-label={t('invoices.index.filters')}
            className="flex flex-wrap items-end gap-3"
          >
            <label className="grid gap-1 text-sm">
              <span className="font-medium">{t('invoices.index.status')}</span>
              <NativeSelect name="status" defaultValue={filters.status ?? ''}>
                <option value="">{t('invoices.index.allStatuses')}</option>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status === 'unpaid'
                      ? t('invoices.status.issued')
                      : t(`invoices.status.${status}`)}
                  </option>
                ))}
              </NativeSelect>
            </label>
            <label className="grid gap-1 text-sm">
              <span className="font-medium">{t('invoices.index.project')}</span>
              <NativeSelect
                name="projectId"
                defaultValue={filters.projectId ? String(filters.projectId) : ''}
              >
                <option value="">{t('invoices.index.allProjects')}</option>
                {projects.map((project) => (
                  <option key={project.id} value={project.id}>
                    {project.name}
                  </option>
                ))}
              </NativeSelect>
            </label>
            {filters.age && <input type="hidden" name="age" value={filters.age} />}
            {filters.clientId && (
              <input type="hidden" name="clientId" value={String(filters.clientId)} />
            )}
            <Button type="submit" variant="outline" className="min-h-11 sm:min-h-9">
              {t('invoices.index.apply')}
            </Button>
            {(ageField || filters.clientId) && (
              <p className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 text-sm sm:min-h-9">
                {ageField && (
                  <span className="rounded-full bg-muted px-2.5 py-0.5">
                    {t('invoices.receivables.ageFilter', {
                      age: t(`invoices.receivables.${ageField}`),
                    })}
                  </span>
                )}
                {filters.clientId && (
                  <span className="rounded-full bg-muted px-2.5 py-0.5">
                    {clientName
                      ? t('invoices.receivables.clientFilter', { name: clientName })
                      : t('invoices.receivables.client')}
                  </span>
                )}
                <Link route="invoices.index" className="font-medium text-primary hover:underline">
                  {t('invoices.receivables.clearFilters')}
                </Link>
              </p>
            )}
          </form>
        )}

        {invoices.length === 0 ? (
          <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
            {filtered ? t('invoices.index.emptyFiltered') : t('invoices.index.empty')}
          </p>
        ) : (
          <>
            <ul className="grid gap-3 md:hidden">
              {invoices.map((invoice) => (
                <li key={invoice.id}>
                  <Link
                    route="invoices.show"
                    routeParams={{ id: invoice.id }}
                    className="grid gap-1 rounded-lg border p-4 hover:bg-accent"
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="font-medium">
                        {invoice.number ?? t('invoices.draftNumber')}
                        {invoice.kind !== 'invoice' && (
                          <span className="ml-2 text-xs text-muted-foreground">
                            {t(`invoices.kind.${invoice.kind}`)}
                          </span>
                        )}
                      </span>
                      <InvoiceStatusBadge status={invoice.status} />
                    </span>
                    <span className="text-sm text-muted-foreground">{invoice.projectName}</span>
                    <span className="flex justify-between text-sm">
                      <span>
                        {invoice.dueDate
                          ? t('invoices.due', { date: invoiceDate(invoice.dueDate, language) })
                          : ''}
                      </span>
                      <span className="font-semibold tabular-nums">
                        {money(invoice.totalMinor, invoice.currency, language)}
                      </span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <div className="hidden overflow-x-auto rounded-lg border md:block">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-left text-muted-foreground">
                  <tr>
                    <th className="px-4 py-2 font-medium">{t('invoices.columns.number')}</th>
                    <th className="px-4 py-2 font-medium">{t('invoices.columns.project')}</th>
                    <th className="px-4 py-2 font-medium">{t('invoices.columns.customer')}</th>
                    <th className="px-4 py-2 font-medium">{t('invoices.columns.issueDate')}</th>
                    <th className="px-4 py-2 font-medium">{t('invoices.columns.dueDate')}</th>
                    <th className="px-4 py-2 text-right font-medium">
                      {t('invoices.columns.total')}
                    </th>
                    <th className="px-4 py-2 font-medium">{t('invoices.columns.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {invoices.map((invoice) => (
                    <tr key={invoice.id} className="border-t hover:bg-accent/50">
                      <td className="px-4 py-2 font-medium">
                        <Link
                          route="invoices.show"
                          routeParams={{ id: invoice.id }}
                          className="underline-offset-4 hover:underline"
                        >
                          {invoice.number ?? t('invoices.draftNumber')}
                        </Link>
                        {invoice.kind !== 'invoice' && (
                          <span className="ml-2 text-xs text-muted-foreground">
                            {t(`invoices.kind.${invoice.kind}`)}
                          </span>
                        )}
                      </td>
                      <td className="px-4 py-2">{invoice.projectName}</td>
                      <td className="px-4 py-2">{invoice.customerName ?? '—'}</td>
                      <td className="px-4 py-2">{invoiceDate(invoice.issueDate, language)}</td>
                      <td className="px-4 py-2">{invoiceDate(invoice.dueDate, language)}</td>
                      <td className="px-4 py-2 text-right tabular-nums">
                        {money(invoice.totalMinor, invoice.currency, language)}
                      </td>
                      <td className="px-4 py-2">
                        <InvoiceStatusBadge status={invoice.status} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </>
  )
}
