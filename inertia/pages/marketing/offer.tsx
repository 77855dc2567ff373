import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { useSharedProps } from '~/hooks/use_page_props'
import { CompanyDetails, OfferDocument } from '~/features/received_offers/components/offer_document'
import { OfferAnswerForm } from '~/features/received_offers/components/offer_answer_form'
import { PrintButton } from '~/features/received_offers/components/print_button'
import { Signing } from '~/features/received_offers/components/signing'

type Props = {
  offer: Data.Offer.Variants['toPublic']
  token: string
  agreement: Data.Agreement
}

/*
| The online view of an offer e-mail, for its recipient: the offer in its language with the
| answer (and, once interested, the way to an account with a first project). A public page: it
| is complete as server-rendered HTML and its form works without the app's script (a plain POST
| with the CSRF field), keeping the page's language through the round trip.
*/
export default function OfferOnlineView({ offer, token, agreement }: Props) {
  const { t, i18n } = useTranslation()
  const { product, csrfToken, flash, errors } = useSharedProps()
  const query = `?lang=${encodeURIComponent(i18n.language)}`
  const messageError = (errors as Record<string, string | undefined> | undefined)?.message

  return (
    <>
      <Head title={t('offers.online.title', { company: product.company.name })}>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 pt-6 pb-10 sm:px-6 sm:pt-10">
        <Signing
          offer={offer}
          agreement={agreement}
          signAction={`${urlFor('offer_view.sign', { token })}${query}`}
          declineAction={`${urlFor('offer_view.decline', { token })}${query}`}
          codeAction={`${urlFor('offer_view.code', { token })}${query}`}
          pdfHref={urlFor('offer_view.pdf', { token })}
          answer={
            <OfferAnswerForm
              offer={offer}
              action={`${urlFor('offer_view.answer', { token })}${query}`}
              csrfToken={csrfToken}
              success={flash.success}
              error={flash.error}
              messageError={messageError}
              startHref={`${urlFor('offer_view.start', { token })}${query}`}
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
