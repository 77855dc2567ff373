import { useTranslation } from 'react-i18next'
import { formatAmounts, formatRate } from '@shared/offers'
import type { Statistics } from '../types'
import { formatNumber } from '~/lib/format'

/*
| The figures of the current filter in one compact row: open, response and acceptance rates (as
| percentages with one decimal in the reader's language; DESIGN.md and shared/offers.ts define
| them), each over the offers sent, and the value of the offers accepted this month. Four cells
| in a line from `sm` up, two by two on a phone, so the list starts on the first screen.
*/
export function OfferStatistics({ statistics }: { statistics: Statistics }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const total = formatNumber(statistics.sent, language)
  const ofSent = (count: number) =>
    t('offers.stats.ofSent', { count: formatNumber(count, language), total })
  const cells = [
    {
      label: t('offers.stats.openRate'),
      value: formatRate(statistics.openRate, language),
      note: ofSent(statistics.opened),
    },
    {
      label: t('offers.stats.responseRate'),
      value: formatRate(statistics.responseRate, language),
      note: ofSent(statistics.responded),
    },
    {
      label: t('offers.stats.acceptanceRate'),
      value: formatRate(statistics.acceptanceRate, language),
      note: ofSent(statistics.accepted),
    },
    {
      label: t('offers.stats.acceptedValue'),
      value: formatAmounts(statistics.acceptedValue, language),
      note: t('offers.stats.thisMonth'),
    },
  ]
  return (
    <section aria-label={t('offers.stats.label')}>
      {/* The border's colour shows through the one-pixel gaps: lines between the cells at any layout. */}
      <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border bg-border shadow-xs sm:grid-cols-4">
        {cells.map((cell) => (
          <div key={cell.label} className="grid min-w-0 gap-0.5 bg-card px-3 py-2.5 sm:px-4">
            <dt className="truncate text-xs text-muted-foreground">{cell.label}</dt>
            <dd className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-lg font-semibold tabular-nums">{cell.value}</span>
              <span className="text-xs text-muted-foreground">{cell.note}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
