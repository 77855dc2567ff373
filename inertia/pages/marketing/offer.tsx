import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { useSharedProps } from '~/hooks/use_page_props'
import { CompanyDetails, ProposalDocument } from '~/features/proposals/components/proposal_document'
import { ProposalAnswer } from '~/features/proposals/components/proposal_answer'
import { PrintButton } from '~/features/proposals/components/print_button'

type Props = { offer: Data.Offer.Variants['toPublic']; token: string }

/*
| The online view of an offer e-mail, for its recipient: the proposal in its language with the
| answer (and, once interested, the way to an account with a first project). A public page: it
| is complete as server-rendered HTML and its form works without the app's script (a plain POST
| with the CSRF field), keeping the page's language through the round trip.
*/
export default function OfferOnlineView({ offer, token }: Props) {
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
        <ProposalAnswer
          offer={offer}
          action={`${urlFor('offer_view.answer', { token })}${query}`}
          csrfToken={csrfToken}
          success={flash.success}
          error={flash.error}
          messageError={messageError}
          startHref={`${urlFor('offer_view.start', { token })}${query}`}
        >
          <ProposalDocument offer={offer} actions={<PrintButton />} />
        </ProposalAnswer>
        <CompanyDetails />
      </div>
    </>
  )
}
