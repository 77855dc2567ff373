import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { Wallet } from 'lucide-react'
import type { Data } from '@generated/data'
import { formatMoney, type Currency } from '@shared/projects'
import { Badge } from '~/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { cn } from '~/lib/utils'
import { formatDate } from '~/lib/format'
import type { Clock } from '../types'
import { formatCalendarDate } from '../plan_types'

type Schedule = Data.PaymentSchedule
type Row = Schedule['rows'][number]
type ShownInvoice = Schedule['others'][number]

export const PAYMENTS_ANCHOR = 'project-payments'

/*
| The project's "Payments" card for staff and the owner: the agreed plan's deposit and
| milestones, each with the invoice asking for it and where it stands (not invoiced yet,
| invoiced and due by when, paid on a day, overdue), the invoices made by hand, and what was
| invoiced, paid and is still due. The plan's amounts are net of VAT like its price; invoices
| carry VAT, so the totals are the invoices' own.
*/
export function PaymentsCard({ payments, clock }: { payments: Schedule; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const money = (minor: number, currency: string = payments.currency) =>
    formatMoney({ minor, currency: currency as Currency }, language)
  const totals = payments.totals.length
    ? payments.totals
    : [{ currency: payments.currency, invoicedMinor: 0, paidMinor: 0, dueMinor: 0 }]

  const invoiceState = (invoice: ShownInvoice, state: Row['state'] | 'issued'): ReactNode => {
    const values = {
      amount: money(invoice.outstandingMinor, invoice.currency),
      date: formatCalendarDate(invoice.dueDate ?? '', language),
    }
    if (state === 'paid' && invoice.paidAt)
      return (
        <StateBadge tone="paid">
          <span suppressHydrationWarning>
            {t('projects.payments.paidOn', {
              date: formatDate(invoice.paidAt, language, clock.timeZone),
            })}
          </span>
        </StateBadge>
      )
    if (state === 'overdue')
      return <StateBadge tone="overdue">{t('projects.payments.overdue', values)}</StateBadge>
    if (state === 'credited') return <StateBadge>{t('projects.payments.credited')}</StateBadge>
    if (!invoice.dueDate) return null
    return <span>{t('projects.payments.dueBy', values)}</span>
  }

  const invoiceLink = (invoice: ShownInvoice, label: string) => (
    <Link
      route="invoices.show"
      routeParams={{ id: invoice.id }}
      className="font-medium text-foreground underline underline-offset-2 hover:text-primary"
    >
      {label}
    </Link>
  )

  return (
    <Card id={PAYMENTS_ANCHOR} className="scroll-mt-4">
      <CardHeader className="pb-3">
        <CardTitle id="payments-title" className="flex items-center gap-2 text-base">
          <Wallet className="size-4 text-muted-foreground" aria-hidden />
          {t('projects.payments.title')}
        </CardTitle>
        {payments.revisionNumber !== null && (
          <p className="text-xs text-muted-foreground">
            {t('projects.payments.revision', { number: payments.revisionNumber })}
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {payments.rows.length > 0 && (
          <ol aria-label={t('projects.payments.schedule')} className="grid gap-3">
            {payments.rows.map((row) => {
              const title =
                row.kind === 'deposit'
                  ? t('projects.payments.deposit', { percent: payments.depositPercent ?? 0 })
                  : row.title
              const invoice = row.invoice
              return (
                <li key={row.key ?? 'deposit'} className="grid gap-0.5 text-sm">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="min-w-0 font-medium break-words">{title}</span>
                    <span className="shrink-0 tabular-nums text-muted-foreground">
                      {money(row.amountMinor)}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    {row.targetDate ? (
                      <time dateTime={row.targetDate}>
                        {t('projects.payments.target', {
                          date: formatCalendarDate(row.targetDate, language),
                        })}
                      </time>
                    ) : (
                      <span>{t('projects.payments.dueOnAgreement')}</span>
                    )}
                    <span aria-hidden>·</span>
                    {!invoice || row.state === 'not_invoiced' ? (
                      <span>{t('projects.payments.notInvoiced')}</span>
                    ) : row.state === 'draft' ? (
                      invoiceLink(invoice, t('projects.payments.draft'))
                    ) : (
                      <>
                        {invoiceLink(
                          invoice,
                          t('projects.payments.invoice', { number: invoice.number ?? '' })
                        )}
                        {invoiceState(invoice, row.state)}
                      </>
                    )}
                  </div>
                </li>
              )
            })}
          </ol>
        )}

        {payments.others.length > 0 && (
          <section aria-labelledby="payments-others" className="grid gap-2 border-t pt-3">
            <h3 id="payments-others" className="text-xs font-medium text-muted-foreground">
              {t('projects.payments.others')}
            </h3>
            <ul className="grid gap-2">
              {payments.others.map((invoice) => (
                <li key={invoice.id} className="grid gap-0.5 text-sm">
                  <div className="flex items-baseline justify-between gap-2">
                    {invoiceLink(
                      invoice,
                      t('projects.payments.invoice', { number: invoice.number ?? '' })
                    )}
                    <span className="shrink-0 tabular-nums text-muted-foreground">
                      {money(invoice.totalMinor, invoice.currency)}
                    </span>
                  </div>
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    {invoice.issueDate && (
                      <span>
                        {t('projects.payments.issuedOn', {
                          date: formatCalendarDate(invoice.issueDate, language),
                        })}
                      </span>
                    )}
                    {invoiceState(
                      invoice,
                      invoice.status === 'partially_paid' ? 'invoiced' : invoice.status
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}

        {totals.map((total) => (
          <dl
            key={total.currency}
            aria-label={t('projects.payments.totals')}
            className="grid grid-cols-3 gap-2 border-t pt-3 text-sm"
          >
            {(
              [
                ['invoiced', total.invoicedMinor],
                ['paid', total.paidMinor],
                ['due', total.dueMinor],
              ] as const
            ).map(([name, minor]) => (
              <div key={name} className="grid gap-0.5">
                <dt className="text-xs text-muted-foreground">{t(`projects.payments.${name}`)}</dt>
                <dd
                  className={cn(
                    'font-semibold tabular-nums',
                    name === 'due' && minor > 0 && 'text-foreground'
                  )}
                >
                  {money(minor, total.currency)}
                </dd>
              </div>
            ))}
          </dl>
        ))}
        <p className="-mt-2 text-xs text-muted-foreground">{t('projects.payments.totalsNote')}</p>
      </CardContent>
    </Card>
  )
}

function StateBadge({ tone, children }: { tone?: 'paid' | 'overdue'; children: ReactNode }) {
  return (
    <Badge
      className={cn(
        'whitespace-normal',
        tone === 'paid' &&
          'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
        tone === 'overdue' && 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
        !tone && 'bg-muted text-muted-foreground'
      )}
    >
      {children}
    </Badge>
  )
}
