import { useTranslation } from 'react-i18next'
import { Badge } from '~/components/ui/badge'
import { cn } from '~/lib/utils'
import { formatMoney, type Currency } from '@shared/projects'

/* The one status badge of invoices, on the list and on the invoice page. */
export function InvoiceStatusBadge({
  status,
}: {
  status: 'draft' | 'issued' | 'partially_paid' | 'overdue' | 'paid' | 'credited'
}) {
  const { t } = useTranslation()
  return (
    <Badge
      className={cn(
        status === 'paid' &&
          'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
        status === 'overdue' && 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
        (status === 'draft' || status === 'credited') && 'bg-muted text-muted-foreground',
        status === 'issued' && 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
        status === 'partially_paid' &&
          'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100'
      )}
    >
      {t(`invoices.status.${status}`)}
    </Badge>
  )
}

export function money(minor: number, currency: string, language: string) {
  return formatMoney({ minor, currency: currency as Currency }, language)
}

export function invoiceDate(iso: string | null, language: string) {
  if (!iso) return ''
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`)
  )
}
