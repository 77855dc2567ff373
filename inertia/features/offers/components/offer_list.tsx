import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import type { Clock, OfferRow } from '../types'
import { DeliveryBadge, OfferStatusBadge } from './offer_badges'
import { RelativeTime } from '~/components/relative_time'

/*
| The offers as a table from `md` up (status, recipient, subject, sent, last opened, opens), and
| as stacked cards on a phone, where six columns do not fit. The subject links to the offer.
*/
export function OfferList({ offers, clock }: { offers: OfferRow[]; clock: Clock }) {
  const { t } = useTranslation()
  const sent = (offer: OfferRow) =>
    offer.sentAt ? <RelativeTime iso={offer.sentAt} clock={clock} /> : t('offers.index.notSent')
  const opened = (offer: OfferRow) =>
    offer.lastOpenedAt ? (
      <RelativeTime iso={offer.lastOpenedAt} clock={clock} />
    ) : (
      t('offers.index.never')
    )
  const badges = (offer: OfferRow) => (
    <div className="flex flex-wrap gap-1">
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

  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border bg-card shadow-xs md:block">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('offers.index.list')}</caption>
          <thead className="border-b bg-muted/50 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('offers.index.status')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('offers.index.recipient')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium">
                {t('offers.index.subject')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium whitespace-nowrap">
                {t('offers.index.sent')}
              </th>
              <th scope="col" className="px-4 py-2.5 font-medium whitespace-nowrap">
                {t('offers.index.lastOpened')}
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-medium">
                {t('offers.index.opens')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {offers.map((offer) => (
              <tr key={offer.id} className="align-top hover:bg-muted/30">
                <td className="px-4 py-3">{badges(offer)}</td>
                <td className="px-4 py-3 text-muted-foreground">
                  <span className="block max-w-60 truncate" title={offer.email}>
                    {offer.email}
                  </span>
                </td>
                <td className="px-4 py-3">{subject(offer)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">{sent(offer)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                  {opened(offer)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums">{offer.opensCount}</td>
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
            <dl className="grid grid-cols-3 gap-2 text-xs">
              <div>
                <dt className="text-muted-foreground">{t('offers.index.sent')}</dt>
                <dd>{sent(offer)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('offers.index.lastOpened')}</dt>
                <dd>{opened(offer)}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">{t('offers.index.opens')}</dt>
                <dd className="tabular-nums">{offer.opensCount}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  )
}
