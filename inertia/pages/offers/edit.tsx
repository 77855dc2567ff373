import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { OfferForm, termsValues } from '~/features/offers/components/offer_form'

type Props = { offer: Data.Offer.Variants['toDetail']; email: Data.OfferEmail }

export default function OfferEdit({ offer, email }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('offers.edit.title')} />
      <div className="mx-auto grid max-w-6xl gap-4">
        <Link
          route="offers.show"
          routeParams={{ id: offer.id }}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {offer.subject}
        </Link>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('offers.edit.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('offers.edit.description')}</p>
        </div>
        <OfferForm
          target={{ route: 'offers.update', id: offer.id }}
          defaults={{
            email: offer.email,
            greeting: offer.greeting,
            salutation: offer.salutation,
            locale: offer.locale,
            subject: offer.subject,
            content: offer.content,
            ...termsValues(offer),
          }}
          initialEmail={email}
        />
      </div>
    </>
  )
}
