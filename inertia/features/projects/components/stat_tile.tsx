import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatNumber } from '~/lib/format'

/* One figure of the dashboard's overview (a dt/dd pair inside the overview's list). */
export function StatTile({
  label,
  value,
  icon: Icon,
}: {
  label: string
  value: number
  icon: LucideIcon
}) {
  const { i18n } = useTranslation()
  return (
    <div className="grid gap-1 rounded-xl border bg-card p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className="text-2xl font-semibold tabular-nums">{formatNumber(value, i18n.language)}</dd>
    </div>
  )
}
