import { useTranslation } from 'react-i18next'
import { Search } from 'lucide-react'
import { DELIVERY_FILTERS, OFFER_OUTCOMES, OFFER_STATUSES } from '@shared/offers'
import { urlFor } from '~/client'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native_select'
import { useLiveFilters } from '~/hooks/use_live_filters'
import type { OfferFilterValues } from '../types'

/*
| Search by recipient or subject, filter by outcome, status and delivery state: a GET form (it works as
| plain HTML too) whose changes reload the list and the statistics. Typing searches after a
| short pause; the address keeps the filters, so a reload or a shared link shows the same list.
*/
export function OfferFilters({ filters, only }: { filters: OfferFilterValues; only: string[] }) {
  const { t } = useTranslation()
  const { values, change, submit } = useLiveFilters('offers.index', filters, only, toQuery)

  return (
    <form
      role="search"
      aria-label={t('offers.index.filters')}
      method="get"
      action={urlFor('offers.index')}
      onSubmit={submit}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-3 lg:grid-cols-[1fr_auto_auto_auto]"
    >
      <div className="col-span-2 grid gap-2 sm:col-span-3 lg:col-span-1">
        <Label htmlFor="offer-search">{t('offers.index.search')}</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id="offer-search"
            type="search"
            name="q"
            value={values.q}
            maxLength={100}
            placeholder={t('offers.index.searchPlaceholder')}
            onChange={(event) => change({ q: event.target.value }, 350)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="offer-outcome">{t('offers.index.outcome')}</Label>
        <NativeSelect
          id="offer-outcome"
          name="outcome"
          value={values.outcome ?? ''}
          onChange={(event) => change({ outcome: event.target.value || null })}
          className="lg:w-44"
        >
          <option value="">{t('offers.index.allOutcomes')}</option>
          {OFFER_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`offers.outcomes.${outcome}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="offer-status">{t('offers.index.status')}</Label>
        <NativeSelect
          id="offer-status"
          name="status"
          value={values.status ?? ''}
          onChange={(event) => change({ status: event.target.value || null })}
          className="lg:w-40"
        >
          <option value="">{t('offers.index.allStatuses')}</option>
          {OFFER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`offers.statuses.${status}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="offer-delivery">{t('offers.index.delivery')}</Label>
        <NativeSelect
          id="offer-delivery"
          name="delivery"
          value={values.delivery ?? ''}
          onChange={(event) => change({ delivery: event.target.value || null })}
          className="lg:w-44"
        >
          <option value="">{t('offers.index.allDeliveries')}</option>
          {DELIVERY_FILTERS.map((state) => (
            <option key={state} value={state}>
              {t(`offers.delivery.${state}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </form>
  )
}

function toQuery(next: OfferFilterValues) {
  const query: Record<string, string> = {}
  if (next.q.trim()) query.q = next.q.trim()
  if (next.status) query.status = next.status
  if (next.delivery) query.delivery = next.delivery
  if (next.outcome) query.outcome = next.outcome
  return query
}
