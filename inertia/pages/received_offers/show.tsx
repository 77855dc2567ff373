import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { useSharedProps } from '~/hooks/use_page_props'
import { CompanyDetails, OfferDocument } from '~/features/received_offers/components/offer_document'
import { OfferAnswerForm } from '~/features/received_offers/components/offer_answer_form'
import { PrintButton } from '~/features/received_offers/components/print_button'
import { Signing } from '~/features/received_offers/components/signing'

type Props = {
  offer: Data.Offer.Variants['toPublic']
  id: number
  agreement: Data.Agreement
  email: string
}

/*
| An offer the signed-in user received, inside the app: the same offer and answer as its
| online page, posted to their own route (the same rules). The app's toaster says "thank you",
| so the completed state gives the answer and its date.
*/
export default function ReceivedOfferShow({ offer, id, agreement, email }: Props) {
  const { t } = useTranslation()
  const { csrfToken, errors } = useSharedProps()
  const messageError = (errors as Record<string, string | undefined> | undefined)?.message
  return (
    <>
      <Head title={offer.subject} />
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        <Link
          route="received_offers.index"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground print:hidden"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('offers.received.back')}
        </Link>
        <Signing
          offer={offer}
          agreement={agreement}
          signAction={urlFor('received_offers.sign', { id })}
          declineAction={urlFor('received_offers.decline', { id })}
          signedAs={email}
          pdfHref={urlFor('received_offers.pdf', { id })}
          answer={
            <OfferAnswerForm
              offer={offer}
              action={urlFor('received_offers.answer', { id })}
              csrfToken={csrfToken}
              messageError={messageError}
            >
              <OfferDocument offer={offer} actions={<PrintButton />} />
            </OfferAnswerForm>
          }
        >
          <OfferDocument offer={offer} actions={<PrintButton />} />
        </Signing>
        <CompanyDetails />
      </div>
    </>
  )
}
