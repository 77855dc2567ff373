import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { formatAmount } from '@shared/offers'
import type { Clock, OfferRow } from '../types'
import { DeliveryBadge, OfferOutcomeBadge, OfferStatusBadge } from './offer_badges'
import { RelativeTime } from '~/components/relative_time'
import { formatDate } from '~/lib/format'

/*
| The offers as a table from `md` up, and as stacked cards on a phone, where six columns do not
| fit. Each leads with what came of it (Interested, Not now, no answer yet), then the offer
| (subject, linking to it, over the recipient), its amount, until when it stands, when it was
| sent and when a person first opened it (with the later views). The status and a delivery
| problem ride under the outcome.
*/
export function OfferList({ offers, clock }: { offers: OfferRow[]; clock: Clock }) {
  const { t, i18n } = useTranslation()
  const sent = (offer: OfferRow) =>
    offer.sentAt ? <RelativeTime iso={offer.sentAt} clock={clock} /> : t('offers.index.notSent')
  const opened = (offer: OfferRow) =>
    offer.openedAt ? (
      <>
        <RelativeTime iso={offer.openedAt} clock={clock} />
        {offer.viewsCount > 1 && (
          <span className="block text-xs text-muted-foreground">
            {t('offers.show.viewedTimes', { count: offer.viewsCount })}
          </span>
        )}
      </>
    ) : (
      t('offers.index.never')
    )
  const validUntil = (offer: OfferRow) =>
    offer.validUntil ? formatDate(offer.validUntil, i18n.language, 'UTC') : '–'
  const amount = (offer: OfferRow) => formatAmount(offer.amount, i18n.language)
  const badges = (offer: OfferRow) => (
    <div className="flex flex-wrap gap-1">
      <OfferOutcomeBadge outcome={offer.outcome} />
      <OfferStatusBadge status={offer.status} />
      {offer.deliveryState && offer.deliveryState !== 'delivered' && (
        <DeliveryBadge state={offer.deliveryState} />
      )}
    </div>
  )
  const subject = (offer: OfferRow) => (
    <Link
      route="offers.show"
      routeParams={{ id: offer.id }}
      className="rounded-sm font-medium break-words hover:underline"
    >
      {offer.subject}
    </Link>
  )
  const heading = (label: string, className = '') => (
    <th scope="col" className={`px-4 py-2.5 font-medium whitespace-nowrap ${className}`}>
      {label}
    </th>
  )
  const facts = (offer: OfferRow): [string, ReactNode][] => [
    [t('offers.index.amount'), <span className="tabular-nums">{amount(offer)}</span>],
    [t('offers.index.validUntil'), validUntil(offer)],
    [t('offers.index.sent'), sent(offer)],
    [t('offers.index.opened'), opened(offer)],
  ]

  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border bg-card shadow-xs md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('offers.index.list')}</caption>
          <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              {heading(t('offers.index.outcome'))}
              {heading(t('offers.index.offer'))}
              {heading(t('offers.index.amount'), 'text-right')}
              {heading(t('offers.index.validUntil'))}
              {heading(t('offers.index.sent'))}
              {heading(t('offers.index.opened'))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {offers.map((offer) => (
              <tr key={offer.id} className="align-top hover:bg-muted/30">
                <td className="w-44 px-4 py-3">{badges(offer)}</td>
                <td className="px-4 py-3">
                  {subject(offer)}
                  <span
                    className="block max-w-72 truncate text-muted-foreground"
                    title={offer.email}
                  >
                    {offer.email}
                  </span>
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap tabular-nums">
                  {amount(offer)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                  {validUntil(offer)}
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{sent(offer)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                  {opened(offer)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={t('offers.index.list')} className="grid gap-3 md:hidden">
        {offers.map((offer) => (
          <li key={offer.id} className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs">
            {badges(offer)}
            {subject(offer)}
            <p className="text-sm break-all text-muted-foreground">{offer.email}</p>
            <dl className="grid grid-cols-2 gap-2 text-xs">
              {facts(offer).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
