import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { NativeSelect } from '~/components/ui/native_select'
import { FieldError } from '~/components/ui/field_error'
import { useSharedProps } from '~/hooks/use_page_props'
import { multipartAction } from '~/lib/csrf'
import { urlFor } from '~/client'
import type { Data } from '@generated/data'
import { invoiceDate, money } from './invoice_parts'

/*
| Staff upload a camt.053 bank statement: a plain multipart form, so it works before the page
| hydrates; a refused file comes back as the message beside the field.
*/
export function StatementImport() {
  const { t } = useTranslation()
  const { csrfToken, errors } = useSharedProps()
  const error = (errors as Record<string, string | undefined>).statement
  return (
    <form
      method="post"
      action={multipartAction(urlFor('invoices.statements.import'), csrfToken)}
      encType="multipart/form-data"
      className="grid gap-2 rounded-lg border p-4"
      aria-labelledby="statement-title"
    >
      <h2 id="statement-title" className="font-semibold">
        {t('invoices.statement.title')}
      </h2>
      <p id="statement-hint" className="text-sm text-muted-foreground">
        {t('invoices.statement.hint')}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t('invoices.statement.file')}</span>
          <Input
            type="file"
            name="statement"
            accept=".xml,application/xml,text/xml"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'statement-hint statement-error' : 'statement-hint'}
          />
        </label>
        <Button type="submit" className="min-h-11 sm:min-h-9">
          {t('invoices.statement.submit')}
        </Button>
      </div>
      <FieldError id="statement-error" message={error} />
    </form>
  )
}

/* Bank credits no invoice took, for a person to give to an invoice of their currency. */
export function UnmatchedCredits({
  credits,
  invoices,
}: {
  credits: Data.Payment[]
  invoices: Data.Invoice[]
}) {
  const { t, i18n } = useTranslation()
  const { csrfToken, errors } = useSharedProps()
  const language = i18n.language
  const error = (errors as Record<string, string | undefined>).invoiceId
  if (credits.length === 0) return null
  return (
    <section aria-labelledby="unmatched-title" className="grid gap-2">
      <h2 id="unmatched-title" className="font-semibold">
        {t('invoices.statement.unmatchedTitle')}
      </h2>
      <FieldError id="assign-error" message={error} />
      <ul className="grid gap-2">
        {credits.map((credit) => {
          const open = invoices.filter((invoice) => invoice.currency === credit.currency)
          const field = `assign-${credit.id}`
          return (
            <li
              key={credit.id}
              className="grid gap-2 rounded-lg border border-amber-300 p-3 text-sm dark:border-amber-800"
            >
              <div className="grid gap-1 sm:grid-cols-[8rem_8rem_1fr_auto] sm:items-center sm:gap-3">
                <span>{invoiceDate(credit.paidOn, language)}</span>
                <span className="font-semibold tabular-nums">
                  {money(credit.amountMinor, credit.currency, language)}
                </span>
                <span className="min-w-0 break-words">
                  {[
                    credit.payerName,
                    credit.variableSymbol
                      ? `${t('invoices.fields.variableSymbol')} ${credit.variableSymbol}`
                      : null,
                    credit.remittance,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="text-muted-foreground">
                  {t(`invoices.statement.reasons.${credit.reason ?? 'unknown_symbol'}`)}
                </span>
              </div>
              {open.length > 0 ? (
                <form
                  method="post"
                  action={urlFor('invoices.credits.assign', { id: credit.id })}
                  className="flex flex-wrap items-end gap-2"
                >
                  <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
                  <label htmlFor={field} className="grid min-w-0 flex-1 gap-1">
                    <span className="font-medium">{t('invoices.statement.assign.label')}</span>
                    <NativeSelect
                      id={field}
                      name="invoiceId"
                      required
                      defaultValue=""
                      aria-describedby={error ? 'assign-error' : undefined}
                    >
                      <option value="" disabled>
                        {t('invoices.statement.assign.choose')}
                      </option>
                      {open.map((invoice) => (
                        <option key={invoice.id} value={invoice.id}>
                          {t('invoices.statement.assign.option', {
                            number: invoice.number ?? '',
                            customer: invoice.customerName ?? invoice.projectName,
                            owed: money(invoice.outstandingMinor, invoice.currency, language),
                          })}
                        </option>
                      ))}
                    </NativeSelect>
                  </label>
                  <Button type="submit" variant="secondary" className="min-h-11 sm:min-h-9">
                    {t('invoices.statement.assign.submit')}
                  </Button>
                </form>
              ) : (
                <p className="text-muted-foreground">{t('invoices.statement.assign.none')}</p>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
