import { Head } from '@inertiajs/react'
import { useTranslation } from 'react-i18next'
import { Link } from '@adonisjs/inertia/react'
import { ArrowLeft } from 'lucide-react'
import type { Data } from '@generated/data'
import { urlFor } from '~/client'
import { useSharedProps } from '~/hooks/use_page_props'
import { CompanyDetails, ProposalDocument } from '~/features/proposals/components/proposal_document'
import { ProposalAnswer } from '~/features/proposals/components/proposal_answer'
import { PrintButton } from '~/features/proposals/components/print_button'

type Props = { offer: Data.Offer.Variants['toPublic']; id: number }

/*
| An offer the signed-in user received, inside the app: the same proposal and answer as its
| online page, posted to their own route (the same rules). The app's toaster says "thank you",
| so the completed state gives the answer and its date.
*/
export default function ProposalShow({ offer, id }: Props) {
  const { t } = useTranslation()
  const { csrfToken, errors } = useSharedProps()
  const messageError = (errors as Record<string, string | undefined> | undefined)?.message
  return (
    <>
      <Head title={offer.subject} />
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        <Link
          route="proposals.index"
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground print:hidden"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {t('offers.received.back')}
        </Link>
        <ProposalAnswer
          offer={offer}
          action={urlFor('proposals.answer', { id })}
          csrfToken={csrfToken}
          messageError={messageError}
        >
          <ProposalDocument offer={offer} actions={<PrintButton />} />
        </ProposalAnswer>
        <CompanyDetails />
      </div>
    </>
  )
}
