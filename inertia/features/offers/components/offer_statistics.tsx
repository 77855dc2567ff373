import { useTranslation } from 'react-i18next'
import { formatRate } from '@shared/offers'
import type { Statistics } from '../types'
import { formatNumber } from '~/lib/format'

/*
| The figures of the current filter: offers sent, open rate and response rate, as percentages
| with one decimal in the reader's language (DESIGN.md defines the rates). Three tiles side by
| side at every width, smaller on a phone, so the list below starts on the first screen.
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
      <dl className="grid grid-cols-3 gap-2 sm:gap-3">
        {tiles.map((tile) => (
          <div
            key={tile.label}
            className="row-span-3 grid min-w-0 grid-rows-subgrid gap-0 rounded-xl border bg-card p-2.5 shadow-xs sm:p-4"
          >
            {/* One row of the grid for all labels (subgrid): the figures line up across the tiles. */}
            <dt className="text-xs leading-snug text-muted-foreground sm:text-sm">{tile.label}</dt>
            <dd className="mt-1 self-end text-lg font-semibold tabular-nums sm:text-2xl">
              {tile.value}
            </dd>
            {tile.note && (
              <dd className="text-[0.7rem] leading-snug text-muted-foreground sm:text-xs">
                {tile.note}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  )
}
