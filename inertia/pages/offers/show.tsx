import type { ReactNode } from 'react'
import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { AlertTriangle, ArrowLeft, FolderOpen, RotateCw } from 'lucide-react'
import type { Data } from '@generated/data'
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card'
import { EmailAddress } from '~/components/email_address'
import { useClock } from '~/hooks/use_clock'
import { useOffersLive } from '~/features/offers/hooks/use_offers_live'
import { DeliveryBadge, OfferStatusBadge } from '~/features/offers/components/offer_badges'
import { OfferActions } from '~/features/offers/components/offer_actions'
import { OutcomeBanner } from '~/features/offers/components/outcome_banner'
import { OfferTimeline } from '~/features/offers/components/offer_timeline'
import { OfferReminders } from '~/features/offers/components/offer_reminders'
import { EmailFrame } from '~/features/offers/components/email_frame'
import { TechnicalDetails, useFailureText } from '~/features/offers/components/delivery_failure'
import { formatDate, formatDateTime } from '~/lib/format'
import { formatAmount } from '@shared/offers'

type Props = {
  offer: Data.Offer.Variants['toDetail']
  events: Data.OfferEvent[]
  email: Data.OfferEmail
}

const LIVE_PROPS = ['offer', 'events']

export default function OfferShow({ offer, events, email }: Props) {
  const { t, i18n } = useTranslation()
  const clock = useClock()
  const failureText = useFailureText()
  useOffersLive(LIVE_PROPS, offer.id)
  const when = (iso: string | null) =>
    iso ? (
      <time dateTime={iso} suppressHydrationWarning>
        {formatDateTime(iso, i18n.language, clock.timeZone)}
      </time>
    ) : (
      t('offers.show.notYet')
    )
  const rows: [string, ReactNode][] = [
    [t('offers.show.recipient'), <EmailAddress email={offer.email} />],
    [t('offers.show.amount'), formatAmount(offer.amount, i18n.language)],
    [
      t('offers.show.validUntil'),
      offer.validUntil
        ? formatDate(offer.validUntil, i18n.language, 'UTC')
        : t('offers.show.noValidity'),
    ],
    [t('offers.show.language'), t(`offers.locales.${offer.locale}`)],
    [t('offers.show.createdBy'), offer.createdBy ?? t('offers.timeline.someone')],
    [t('offers.show.sent'), when(offer.sentAt)],
    [
      t('offers.show.delivery'),
      offer.deliveryState ? (
        <span className="flex flex-wrap items-center gap-2">
          <DeliveryBadge state={offer.deliveryState} />
          <span className="text-xs text-muted-foreground">
            {t('offers.show.attempts', { count: offer.deliveryAttempts })}
          </span>
        </span>
      ) : (
        t('offers.index.notSent')
      ),
    ],
    [t('offers.show.opened'), when(offer.openedAt)],
    [
      t('offers.show.views'),
      offer.viewsCount > 0 ? (
        <span>
          {t('offers.show.viewedTimes', { count: offer.viewsCount })}
          {offer.lastViewedAt && (
            <span className="block text-xs text-muted-foreground">
              {t('offers.show.lastViewed')} {when(offer.lastViewedAt)}
            </span>
          )}
        </span>
      ) : (
        t('offers.show.noViews')
      ),
    ],
    [t('offers.show.responded'), when(offer.respondedAt)],
  ]
  if (offer.proxyFetchesCount > 0) {
    // Never an open (DESIGN.md): shown so staff know the e-mail arrived and why it is not "opened".
    rows.push([
      t('offers.show.mailProxy'),
      <span>
        {t('offers.show.proxyFetchedTimes', { count: offer.proxyFetchesCount })}
        {offer.lastProxyFetchAt && (
          <span className="block text-xs text-muted-foreground">
            {t('offers.show.lastProxyFetch')} {when(offer.lastProxyFetchAt)}
          </span>
        )}
      </span>,
    ])
  }

  return (
    <>
      <Head title={offer.subject} />
      <div className="mx-auto grid max-w-6xl gap-6">
        <div>
          <Link
            route="offers.index"
            className="inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {t('offers.show.back')}
          </Link>
          <div className="mt-3 grid gap-3">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{offer.subject}</h1>
            <div className="flex flex-wrap items-center gap-2">
              <OfferStatusBadge status={offer.status} />
              <DeliveryBadge state={offer.deliveryState} />
            </div>
            <OfferActions offer={offer} />
          </div>
        </div>

        <OutcomeBanner offer={offer} clock={clock} />

        {offer.deliveryError && offer.deliveryState === 'failed' && (
          <DeliveryNotice tone="failed" reason={offer.deliveryError}>
            {t('offers.show.failedReason', { reason: failureText(offer.deliveryFailure) })}
          </DeliveryNotice>
        )}

        {offer.deliveryError && offer.deliveryState === 'queued' && (
          <DeliveryNotice tone="retrying" reason={offer.deliveryError}>
            {t('offers.show.retryingReason', { reason: failureText(offer.deliveryFailure) })}
          </DeliveryNotice>
        )}

        <div className="grid items-start gap-6 lg:grid-cols-3">
          <div className="grid gap-6 lg:col-span-2">
            <Card>
              <CardHeader className="pb-3">
                <CardTitle>
                  {offer.status === 'draft' ? t('offers.show.draftEmail') : t('offers.show.email')}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <EmailFrame email={email} recipient={offer.email} />
              </CardContent>
            </Card>
          </div>
          {/* On a phone the details and the timeline come before the long e-mail. */}
          <div className="order-first grid gap-6 lg:order-none">
            <Card>
              <CardHeader className="pb-3">
                <CardTitle>{t('offers.show.details')}</CardTitle>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-3 text-sm">
                  {rows.map(([label, value]) => (
                    <div key={label} className="grid grid-cols-[8rem_1fr] gap-2">
                      <dt className="text-muted-foreground">{label}</dt>
                      <dd className="min-w-0">{value}</dd>
                    </div>
                  ))}
                </dl>
                {offer.projectId && (
                  <Link
                    route="projects.show"
                    routeParams={{ id: offer.projectId }}
                    className="mt-4 inline-flex items-center gap-1.5 rounded-sm text-sm font-medium underline-offset-4 hover:underline"
                  >
                    <FolderOpen className="size-4" aria-hidden />
                    {t('offers.show.project')}
                  </Link>
                )}
              </CardContent>
            </Card>
            {offer.status !== 'draft' && (
              <Card>
                <CardHeader className="pb-3">
                  <CardTitle>{t('offers.reminders.title')}</CardTitle>
                </CardHeader>
                <CardContent>
                  <OfferReminders offer={offer} clock={clock} />
                </CardContent>
              </Card>
            )}
            <Card>
              <CardHeader className="pb-3">
                <CardTitle>{t('offers.show.timeline')}</CardTitle>
              </CardHeader>
              <CardContent>
                <OfferTimeline events={events} clock={clock} />
              </CardContent>
            </Card>
          </div>
        </div>
      </div>
    </>
  )
}

/* Why the last delivery attempt failed: an alert once it has ended, a status while retried. */
function DeliveryNotice({
  tone,
  reason,
  children,
}: {
  tone: 'failed' | 'retrying'
  reason: string
  children: ReactNode
}) {
  const failed = tone === 'failed'
  const Icon = failed ? AlertTriangle : RotateCw
  return (
    <div
      role={failed ? 'alert' : 'status'}
      className={
        failed
          ? 'flex gap-2 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-200'
          : 'flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100'
      }
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="min-w-0">
        {children}
        <TechnicalDetails reason={reason} />
      </div>
    </div>
  )
}
