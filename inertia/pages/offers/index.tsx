import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { FileStack, MailPlus, Plus, SearchX } from 'lucide-react'
import type { Data } from '@generated/data'
import { Button } from '~/components/ui/button'
import { useClock } from '~/hooks/use_clock'
import { useOffersLive } from '~/features/offers/hooks/use_offers_live'
import { OfferFilters } from '~/features/offers/components/offer_filters'
import { OfferStatistics } from '~/features/offers/components/offer_statistics'
import { OpensHelp } from '~/features/offers/components/opens_help'
import { OfferList } from '~/features/offers/components/offer_list'
import { Pagination, type PageMeta } from '~/components/pagination'
import type { OfferFilterValues } from '~/features/offers/types'

type Props = {
  offers: { data: Data.Offer[]; metadata: PageMeta & { total: number } }
  statistics: Data.OfferStatistics
  filters: OfferFilterValues
  hasAny: boolean
}

const LIST_PROPS = ['offers', 'statistics', 'hasAny']

export default function OffersIndex({ offers, statistics, filters, hasAny }: Props) {
  const { t } = useTranslation()
  const clock = useClock()
  useOffersLive(LIST_PROPS)
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<
    string,
    string
  >

  return (
    <>
      <Head title={t('offers.index.title')} />
      <div className="mx-auto grid max-w-6xl gap-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight">{t('offers.index.title')}</h1>
            {/* A phone keeps its first screen for the offers themselves. */}
            <p className="mt-1 text-muted-foreground max-sm:hidden">
              {t('offers.index.description')}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            {/* On a phone an icon, so the header stays one line above the offers. */}
            <Button asChild variant="outline" className="max-sm:size-9 max-sm:px-0">
              <Link route="offers.templates.index" aria-label={t('offers.templates.title')}>
                <FileStack aria-hidden />
                <span className="max-sm:sr-only">{t('offers.templates.title')}</span>
              </Link>
            </Button>
            {hasAny && (
              <Button asChild>
                <Link route="offers.create">
                  <Plus aria-hidden />
                  {t('offers.index.newOffer')}
                </Link>
              </Button>
            )}
          </div>
        </div>

        {!hasAny ? (
          <section className="flex flex-col items-center gap-4 rounded-xl border border-dashed bg-card px-6 py-16 text-center">
            <MailPlus className="size-10 text-muted-foreground" aria-hidden />
            <h2 className="text-lg font-semibold">{t('offers.index.emptyTitle')}</h2>
            <p className="max-w-md text-sm text-muted-foreground">{t('offers.index.emptyText')}</p>
            <Button asChild size="lg">
              <Link route="offers.create">
                <Plus aria-hidden />
                {t('offers.index.createFirst')}
              </Link>
            </Button>
          </section>
        ) : (
          <>
            <OfferFilters filters={filters} only={LIST_PROPS.concat('filters')} />
            <OfferStatistics statistics={statistics} />
            <OpensHelp />
            <p role="status" className="text-sm text-muted-foreground">
              {t('offers.index.results', { count: offers.metadata.total })}
            </p>
            {offers.data.length === 0 ? (
              <section className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-6 py-12 text-center">
                <SearchX className="size-8 text-muted-foreground" aria-hidden />
                <h2 className="font-semibold">{t('offers.empty')}</h2>
                <p className="text-sm text-muted-foreground">{t('offers.index.emptySearchHint')}</p>
                <Button asChild variant="outline" size="sm" className="mt-2">
                  <Link route="offers.index">{t('offers.index.clear')}</Link>
                </Button>
              </section>
            ) : (
              <OfferList offers={offers.data} clock={clock} />
            )}
            <Pagination route="offers.index" meta={offers.metadata} query={query} />
          </>
        )}
      </div>
    </>
  )
}
