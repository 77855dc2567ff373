import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { OfferForm, termsValues } from '~/features/offers/components/offer_form'

type Props = {
  defaults: { locale: string }
  email: Data.OfferEmail
  templates: Data.OfferTemplate[]
  today: string
}

export default function OfferCreate({ defaults, email, templates, today }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <Head title={t('offers.create.title')} />
      <div className="mx-auto grid max-w-6xl gap-4">
        <Link
          route="offers.index"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('offers.show.back')}
        </Link>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('offers.create.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('offers.create.description')}</p>
        </div>
        <OfferForm
          target={{ route: 'offers.store' }}
          defaults={{
            email: '',
            greeting: '',
            salutation: '',
            locale: defaults.locale,
            subject: '',
            content: '',
            ...termsValues(),
          }}
          initialEmail={email}
          templates={{ list: templates, today }}
        />
      </div>
    </>
  )
}
