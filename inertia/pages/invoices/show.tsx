import { Head, router } from '@inertiajs/react'
import { useSharedProps } from '~/hooks/use_page_props'
import { Link } from '@adonisjs/inertia/react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { ConfirmDialog } from '~/components/confirm_dialog'
import type { Data } from '@generated/data'
import type { BillingDetails } from '@shared/billing'
import { isPayableKind, type RateTotal, type Supplier } from '@shared/invoices'
import { formatPostalAddress } from '@shared/postal_address'
import { InvoiceStatusBadge, invoiceDate, money } from './invoice_parts'
import { useInvoicesLive } from '~/features/invoices/hooks/use_invoices_live'
import { urlFor } from '~/client'

type Preview = {
  supplier: Supplier
  customer: BillingDetails
  hasProfile: boolean
  reverseCharge: boolean
  rates: RateTotal[]
  netMinor: number
  vatMinor: number
  totalMinor: number
} | null

type Props = {
  invoice: Data.Invoice.Variants['detailed']
  preview: Preview
  canManage: boolean
  canPayByCard: boolean
  checkoutReturned: boolean
}

function Party({ title, party }: { title: string; party: (BillingDetails | Supplier) | null }) {
  const { t, i18n } = useTranslation()
  if (!party) return null
  return (
    <section className="grid gap-1 text-sm">
      <h2 className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h2>
      <p className="font-medium">{party.name}</p>
      <p>{formatPostalAddress(party, i18n.language)}</p>
      {party.companyNumber && (
        <p>
          {t('invoices.fields.companyNumber')}: {party.companyNumber}
        </p>
      )}
      {party.taxNumber && (
        <p>
          {t('invoices.fields.taxNumber')}: {party.taxNumber}
        </p>
      )}
      {party.vatId && (
        <p>
          {t('invoices.fields.vatId')}: {party.vatId}
        </p>
      )}
    </section>
  )
}

/* Staff: how the invoice reached its customer, by e-mail and through Peppol. */
function Delivery({ invoice }: { invoice: Props['invoice'] }) {
  const { t, i18n } = useTranslation()
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso)
    )
  const { peppol } = invoice
  return (
    <section
      aria-label={t('invoices.delivery.title')}
      className="grid gap-1 rounded-lg border p-3 text-sm"
    >
      <p>
        {invoice.sentAt
          ? t('invoices.delivery.emailed', { date: when(invoice.sentAt), to: invoice.sentTo ?? '' })
          : t('invoices.delivery.notSent')}
      </p>
      {peppol && (
        <p className={peppol.status === 'failed' ? 'text-destructive' : undefined}>
          {t(`invoices.delivery.peppol.${peppol.status}`, {
            date: peppol.sentAt ? when(peppol.sentAt) : '',
            reason: peppol.error ?? '',
          })}
        </p>
      )}
    </section>
  )
}

/* The invoice page is the document: parties, dates, lines, VAT by rate, what to pay and how. */
export default function InvoiceShow({
  invoice,
  preview,
  canManage,
  canPayByCard,
  checkoutReturned,
}: Props) {
  const { t, i18n } = useTranslation()
  const { csrfToken } = useSharedProps()
  useInvoicesLive(['invoice', 'canPayByCard'], invoice.id)
  const language = i18n.language
  const m = (minor: number) => money(minor, invoice.currency, language)
  const supplier = invoice.supplier ?? preview?.supplier ?? null
  const customer = invoice.customer ?? preview?.customer ?? null
  const rates = invoice.status === 'draft' ? (preview?.rates ?? []) : invoice.rates
  const totals = invoice.status === 'draft' && preview ? preview : invoice
  const reverseCharge = invoice.status === 'draft' ? preview?.reverseCharge : invoice.reverseCharge
  const title = `${t(`invoices.kind.${invoice.kind}`)} ${invoice.number ?? t('invoices.draftNumber')}`

  return (
    <>
      <Head title={title} />
      <div className="mx-auto grid max-w-4xl gap-6">
        <div>
          <Link route="invoices.index" className="text-sm text-muted-foreground hover:underline">
            ← {t('invoices.actions.back')}
          </Link>
        </div>
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="grid gap-1">
            <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold tracking-tight">
              {title}
              <InvoiceStatusBadge status={invoice.status} />
            </h1>
            <p className="text-sm text-muted-foreground">{invoice.projectName}</p>
            {invoice.advanceInvoice && (
              <p className="text-sm">
                {t('invoices.fields.advanceInvoice')}:{' '}
                <Link
                  route="invoices.show"
                  routeParams={{ id: invoice.advanceInvoice.id }}
                  className="underline"
                >
                  {invoice.advanceInvoice.number}
                </Link>
              </p>
            )}
            {invoice.taxDocuments.length > 0 && (
              <p className="text-sm">
                {t('invoices.fields.taxDocuments')}:{' '}
                {invoice.taxDocuments.map((document, i) => (
                  <span key={document.id}>
                    {i > 0 && ', '}
                    <Link
                      route="invoices.show"
                      routeParams={{ id: document.id }}
                      className="underline"
                    >
                      {document.number}
                    </Link>
                  </span>
                ))}
              </p>
            )}
            {invoice.creditedNumber && (
              <p className="text-sm">
                {t('invoices.fields.credits')}:{' '}
                <Link
                  route="invoices.show"
                  routeParams={{ id: invoice.creditedId! }}
                  className="underline"
                >
                  {invoice.creditedNumber}
                </Link>
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            {invoice.status !== 'draft' && (
              <>
                <Button asChild variant="outline">
                  <a href={urlFor('invoices.pdf', { id: invoice.id })}>
                    {t('invoices.actions.pdf')}
                  </a>
                </Button>
                {invoice.hasXml && (
                  <Button asChild variant="outline">
                    <a href={urlFor('invoices.xml', { id: invoice.id })}>
                      {t('invoices.actions.xml')}
                    </a>
                  </Button>
                )}
              </>
            )}
            {canPayByCard && !canManage && (
              <form method="post" action={urlFor('invoices.checkout', { id: invoice.id })}>
                <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
                <Button type="submit">{t('invoices.payments.payByCard')}</Button>
              </form>
            )}
            {canManage && invoice.status !== 'draft' && (
              <form method="post" action={urlFor('invoices.send', { id: invoice.id })}>
                <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
                <Button type="submit" variant={invoice.sentAt ? 'outline' : 'default'}>
                  {t(invoice.sentAt ? 'invoices.actions.sendAgain' : 'invoices.actions.send')}
                </Button>
              </form>
            )}
            {canManage && invoice.status !== 'draft' && invoice.kind === 'invoice' && (
              <Button asChild variant="outline">
                <a href={`${urlFor('invoices.create')}?credit=${invoice.id}`}>
                  {t('invoices.actions.credit')}
                </a>
              </Button>
            )}
            {canManage && invoice.status === 'draft' && (
              <>
                <ConfirmDialog
                  trigger={<Button variant="outline">{t('invoices.actions.delete')}</Button>}
                  title={t('invoices.confirmDelete.title')}
                  description={t('invoices.confirmDelete.description')}
                  confirmLabel={t('invoices.confirmDelete.confirm')}
                  destructive
                  onConfirm={() => router.delete(urlFor('invoices.destroy', { id: invoice.id }))}
                />
                <ConfirmDialog
                  trigger={<Button>{t('invoices.actions.issue')}</Button>}
                  title={t('invoices.confirmIssue.title')}
                  description={t('invoices.confirmIssue.description')}
                  confirmLabel={t('invoices.confirmIssue.confirm')}
                  onConfirm={() => router.post(urlFor('invoices.issue', { id: invoice.id }))}
                />
              </>
            )}
          </div>
        </header>

        {invoice.status === 'draft' && (
          <p className="rounded-lg border border-dashed p-3 text-sm text-muted-foreground">
            {t('invoices.draftNotice')}{' '}
            {preview && !preview.hasProfile ? t('invoices.create.noProfile') : ''}
          </p>
        )}
        {invoice.kind === 'advance' && (
          <p className="rounded-lg border p-3 text-sm">{t('invoices.pdf.advanceNote')}</p>
        )}
        {canManage && invoice.status !== 'draft' && <Delivery invoice={invoice} />}
        {checkoutReturned && !invoice.paidAt && (
          <p role="status" className="rounded-lg border p-3 text-sm">
            {t('invoices.payments.checkoutReturned')}
          </p>
        )}
        {invoice.paidAt && (
          <p className="rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
            {t('invoices.paidOn', { date: invoiceDate(invoice.paidAt.slice(0, 10), language) })}
          </p>
        )}

        <article className="grid gap-6 rounded-xl border bg-card p-4 sm:p-8">
          <div className="grid gap-6 sm:grid-cols-2">
            <Party title={t('invoices.fields.supplier')} party={supplier} />
            <Party title={t('invoices.fields.customer')} party={customer} />
          </div>
          <dl className="grid grid-cols-2 gap-4 rounded-lg bg-muted/50 p-4 text-sm sm:grid-cols-4">
            {[
              ['issueDate', invoiceDate(invoice.issueDate, language)],
              [
                invoice.kind === 'advance_tax' ? 'receivedOn' : 'supplyDate',
                invoiceDate(invoice.supplyDate, language),
              ],
              ['dueDate', invoiceDate(invoice.dueDate, language)],
              ['variableSymbol', invoice.variableSymbol ?? ''],
            ].map(([key, value]) => (
              <div key={key}>
                <dt className="text-xs text-muted-foreground">{t(`invoices.fields.${key}`)}</dt>
                <dd className="font-medium">{value || '—'}</dd>
              </div>
            ))}
          </dl>

          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead className="text-left text-muted-foreground">
                <tr className="border-b">
                  <th className="py-2 pr-2 font-medium">{t('invoices.fields.description')}</th>
                  <th className="px-2 py-2 text-right font-medium">
                    {t('invoices.fields.quantity')}
                  </th>
                  <th className="px-2 py-2 text-right font-medium">
                    {t('invoices.fields.unitPrice')}
                  </th>
                  <th className="px-2 py-2 text-right font-medium">
                    {t('invoices.fields.vatRate')}
                  </th>
                  <th className="py-2 pl-2 text-right font-medium">{t('invoices.fields.net')}</th>
                </tr>
              </thead>
              <tbody>
                {invoice.lines.map((line) => (
                  <tr key={line.id} className="border-b align-top">
                    <td className="py-2 pr-2">{line.description}</td>
                    <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
                      {new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(
                        line.quantityMilli / 1000
                      )}{' '}
                      {t(`invoices.units.${line.unit}`)}
                    </td>
                    <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
                      {m(line.unitPriceMinor)}
                    </td>
                    <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums">
                      {reverseCharge || !invoice.vatPayer ? '—' : `${line.vatRateBp / 100} %`}
                    </td>
                    <td className="whitespace-nowrap py-2 pl-2 text-right tabular-nums">
                      {m(line.netMinor)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <div className="grid gap-6 sm:grid-cols-2">
            <div className="text-sm text-muted-foreground">
              {reverseCharge && <p>{t('invoices.reverseCharge')}</p>}
              {!invoice.vatPayer && <p>{t('invoices.notVatPayer')}</p>}
              {invoice.note && <p className="mt-2 whitespace-pre-line">{invoice.note}</p>}
            </div>
            <dl className="grid gap-1 text-sm">
              <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                {t('invoices.fields.rateSummary')}
              </dt>
              {rates.map((rate) => (
                <div key={`${rate.category}${rate.rateBp}`} className="flex justify-between gap-4">
                  <dt>
                    {t('invoices.fields.taxable')}{' '}
                    {rate.category === 'S' ? `${rate.rateBp / 100} %` : rate.category}
                  </dt>
                  <dd className="tabular-nums">
                    {m(rate.taxableMinor)} · {m(rate.vatMinor)}
                  </dd>
                </div>
              ))}
              <div className="mt-2 flex justify-between border-t pt-2">
                <dt>{t('invoices.fields.net')}</dt>
                <dd className="tabular-nums">{m(totals.netMinor)}</dd>
              </div>
              <div className="flex justify-between">
                <dt>{t('invoices.fields.vat')}</dt>
                <dd className="tabular-nums">{m(totals.vatMinor)}</dd>
              </div>
              <div className="flex justify-between text-base font-semibold">
                <dt>
                  {t(
                    invoice.kind === 'advance_tax'
                      ? 'invoices.fields.totalReceived'
                      : 'invoices.fields.totalDue'
                  )}
                </dt>
                <dd className="tabular-nums">{m(totals.totalMinor)}</dd>
              </div>
            </dl>
          </div>

          {invoice.status !== 'draft' && isPayableKind(invoice.kind) && supplier && (
            <section className="grid gap-1 rounded-lg border p-4 text-sm">
              <h2 className="font-semibold">{t('invoices.payTitle')}</h2>
              <p className="text-muted-foreground">{t('invoices.payHint')}</p>
              <p>
                {t('invoices.fields.iban')}: <span className="font-mono">{supplier.iban}</span> ·{' '}
                {t('invoices.fields.swift')}: {supplier.swift} ·{' '}
                {t('invoices.fields.variableSymbol')}: {invoice.variableSymbol}
              </p>
            </section>
          )}
        </article>

        {invoice.status !== 'draft' && isPayableKind(invoice.kind) && (
          <PaymentsCard invoice={invoice} />
        )}
      </div>
    </>
  )
}

/* What was paid, when and how; what its credit notes took back; what is still due. */
function PaymentsCard({ invoice }: { invoice: Data.Invoice.Variants['detailed'] }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const m = (minor: number) => money(minor, invoice.currency, language)
  const remaining = Math.max(invoice.outstandingMinor, 0)
  return (
    <section
      aria-labelledby="payments-title"
      className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payments-title" className="text-lg font-semibold">
          {t('invoices.payments.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('invoices.payments.paid')}:{' '}
          <span className="tabular-nums">{m(invoice.paidMinor)}</span>
          {invoice.creditedMinor > 0 && (
            <>
              {' · '}
              {t('invoices.payments.credited')}:{' '}
              <span className="tabular-nums">{m(invoice.creditedMinor)}</span>
            </>
          )}
          {' · '}
          {t('invoices.payments.remaining')}: <span className="tabular-nums">{m(remaining)}</span>
        </p>
      </div>
      {invoice.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('invoices.payments.empty')}</p>
      ) : (
        <ul className="grid gap-2 text-sm sm:hidden">
          {invoice.payments.map((payment) => (
            <li key={payment.id} className="grid gap-0.5 rounded-lg border p-3">
              <div className="flex justify-between gap-2 font-medium">
                <span>{invoiceDate(payment.paidOn, language)}</span>
                <span className="tabular-nums">{m(payment.amountMinor)}</span>
              </div>
              <span className="text-muted-foreground">
                {t(`invoices.payments.methods.${payment.method}`)}
              </span>
              <span className="break-all font-mono text-xs text-muted-foreground">
                {payment.reference}
              </span>
            </li>
          ))}
        </ul>
      )}
      {invoice.payments.length > 0 && (
        <table className="hidden w-full text-sm sm:table">
          <thead className="text-left text-muted-foreground">
            <tr className="border-b">
              <th className="py-2 pr-2 font-medium">{t('invoices.payments.date')}</th>
              <th className="px-2 py-2 font-medium">{t('invoices.payments.method')}</th>
              <th className="px-2 py-2 font-medium">{t('invoices.payments.reference')}</th>
              <th className="py-2 pl-2 text-right font-medium">{t('invoices.payments.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.payments.map((payment) => (
              <tr key={payment.id} className="border-b last:border-0">
                <td className="whitespace-nowrap py-2 pr-2">
                  {invoiceDate(payment.paidOn, language)}
                </td>
                <td className="px-2 py-2">{t(`invoices.payments.methods.${payment.method}`)}</td>
                <td className="break-all px-2 py-2 font-mono text-xs">{payment.reference}</td>
                <td className="whitespace-nowrap py-2 pl-2 text-right tabular-nums">
                  {m(payment.amountMinor)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
