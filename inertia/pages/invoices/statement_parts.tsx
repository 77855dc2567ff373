import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
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

/* Bank credits no invoice took, for a person to assign. */
export function UnmatchedCredits({ credits }: { credits: Data.Payment[] }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  if (credits.length === 0) return null
  return (
    <section aria-labelledby="unmatched-title" className="grid gap-2">
      <h2 id="unmatched-title" className="font-semibold">
        {t('invoices.statement.unmatchedTitle')}
      </h2>
      <ul className="grid gap-2">
        {credits.map((credit) => (
          <li
            key={credit.id}
            className="grid gap-1 rounded-lg border border-amber-300 p-3 text-sm dark:border-amber-800 sm:grid-cols-[8rem_8rem_1fr_auto] sm:items-center sm:gap-3"
          >
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
          </li>
        ))}
      </ul>
    </section>
  )
}
