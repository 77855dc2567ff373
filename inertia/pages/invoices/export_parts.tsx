import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { FieldError } from '~/components/ui/field_error'
import { useSharedProps } from '~/hooks/use_page_props'
import { urlFor } from '~/client'

/* The month before today's, as the month field writes it ("2026-11"): what an accountant asks for. */
function lastMonth() {
  const now = new Date()
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
  return month.toISOString().slice(0, 7)
}

/*
| Staff download a month's invoices for the accountant: a plain GET form, so the browser saves
| the zip itself; a month without documents comes back as the message beside the field.
*/
export function AccountantExport() {
  const { t } = useTranslation()
  const { errors, old } = useSharedProps()
  const error = (errors as Record<string, string | undefined>).month
  const typed = (old as Record<string, unknown> | undefined)?.month
  return (
    <form
      method="get"
      action={urlFor('invoices.export')}
      className="grid gap-2 rounded-lg border p-4"
      aria-labelledby="export-title"
    >
      <h2 id="export-title" className="font-semibold">
        {t('invoices.export.title')}
      </h2>
      <p id="export-hint" className="text-sm text-muted-foreground">
        {t('invoices.export.hint')}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">{t('invoices.export.month')}</span>
          <Input
            type="month"
            name="month"
            required
            defaultValue={typeof typed === 'string' ? typed : lastMonth()}
            className="w-auto"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'export-hint export-error' : 'export-hint'}
          />
        </label>
        <Button type="submit" variant="outline" className="min-h-11 sm:min-h-9">
          {t('invoices.export.submit')}
        </Button>
      </div>
      <FieldError id="export-error" message={error} />
    </form>
  )
}
