import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { FileText } from 'lucide-react'
import type { Data } from '@generated/data'
import { useSharedProps } from '~/hooks/use_page_props'
import { ReceivedOfferStatus } from '~/features/received_offers/components/received_offer_status'
import { formatAmount, formatDay } from '~/features/received_offers/format'

type Props = { offers: Data.Offer.Variants['toReceived'][]; email: string }

/*
| The offers the signed-in user received at their verified address, newest first: what each is
| about, from whom, how much, where it stands and until when it holds; each opens its offer.
*/
export default function ReceivedOffersIndex({ offers, email }: Props) {
  const { t, i18n } = useTranslation()
  const { product } = useSharedProps()
  const language = i18n.language
  return (
    <>
      <Head title={t('offers.received.title')} />
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('offers.received.title')}</h1>
          <p className="mt-1 text-muted-foreground">
            {t('offers.received.description', { email })}
          </p>
        </div>
        {offers.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
            <FileText className="size-8 text-muted-foreground" aria-hidden />
            <h2 className="font-semibold">{t('offers.received.emptyTitle')}</h2>
            <p className="max-w-md text-sm text-muted-foreground">
              {t('offers.received.emptyText', { email })}
            </p>
          </div>
        ) : (
          <ul className="grid gap-3">
            {offers.map((offer) => (
              <li
                key={offer.id}
                className="relative grid gap-3 rounded-xl border bg-card p-4 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-ring hover:bg-accent/40 sm:grid-cols-[1fr_auto] sm:items-center sm:p-5"
              >
                <div className="min-w-0">
                  <h2 className="font-semibold break-words">
                    <Link
                      route="received_offers.show"
                      routeParams={{ id: offer.id }}
                      className="outline-none after:absolute after:inset-0 after:content-['']"
                    >
                      {offer.subject}
                    </Link>
                  </h2>
                  <p className="text-sm text-muted-foreground">{product.company.name}</p>
                </div>
                <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-1 text-sm sm:grid-cols-[8rem_11rem_13rem] sm:gap-x-4 sm:text-right">
                  <div className="contents sm:block">
                    <dt className="text-muted-foreground sm:text-xs">{t('offers.terms.price')}</dt>
                    <dd className="font-medium tabular-nums">
                      {offer.amount
                        ? formatAmount(offer.amount.minor, offer.amount.currency, language)
                        : '–'}
                    </dd>
                  </div>
                  <div className="contents sm:block">
                    <dt className="text-muted-foreground sm:text-xs">
                      {t('offers.terms.validUntil')}
                    </dt>
                    <dd>{offer.validUntil ? formatDay(offer.validUntil, language) : '–'}</dd>
                  </div>
                  <div className="contents sm:block">
                    <dt className="text-muted-foreground sm:text-xs">
                      {t('offers.received.status')}
                    </dt>
                    <dd>
                      <ReceivedOfferStatus answer={offer.answer} expired={offer.expired} />
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
