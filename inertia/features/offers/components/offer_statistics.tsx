import { useTranslation } from 'react-i18next'
import { formatRate } from '@shared/offers'
import type { Statistics } from '../types'
import { formatNumber } from '~/lib/format'

/*
| The figures of the current filter: offers sent, open rate and response rate, as percentages
| with one decimal in the reader's language (DESIGN.md defines the rates).
*/
export function OfferStatistics({ statistics }: { statistics: Statistics }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const total = formatNumber(statistics.sent, language)
  const tiles = [
    { label: t('offers.stats.sent'), value: total, note: null },
    {
      label: t('offers.stats.openRate'),
      value: formatRate(statistics.openRate, language),
      note: t('offers.stats.ofSent', { count: formatNumber(statistics.opened, language), total }),
    },
    {
      label: t('offers.stats.responseRate'),
      value: formatRate(statistics.responseRate, language),
      note: t('offers.stats.ofSent', {
        count: formatNumber(statistics.responded, language),
        total,
      }),
    },
  ]
  return (
    <section aria-label={t('offers.stats.label')}>
      <dl className="grid gap-3 sm:grid-cols-3">
        {tiles.map((tile) => (
          <div key={tile.label} className="rounded-xl border bg-card p-4 shadow-xs">
            <dt className="text-sm text-muted-foreground">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{tile.value}</dd>
            {tile.note && <dd className="text-xs text-muted-foreground">{tile.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  )
}
