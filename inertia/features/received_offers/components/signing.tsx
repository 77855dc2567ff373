import type { ReactNode } from 'react'
import type { Data } from '@generated/data'
import { SigningPanel } from '~/components/signing_panel'

type Props = {
  offer: Data.Offer.Variants['toPublic']
  agreement: Data.Agreement
  signAction: string
  declineAction: string
  codeAction?: string
  signedAs?: string
  pdfHref: string
  /* Past its valid-until day and unsigned: the offer's own expired state, no signing. */
  answer: ReactNode
  children: ReactNode
}

/*
| An offer's page for its recipient: open, the whole document first and the signing under it;
| signed or declined, that state above the document; expired unsigned, the offer's expired
| notice (the server refuses a signature too).
*/
export function Signing({ offer, agreement, answer, children, ...actions }: Props) {
  if (agreement.status === 'open' && offer.expired) return <>{answer}</>
  const panel = <SigningPanel agreement={agreement} expired={offer.expired} {...actions} />
  return (
    <div className="grid gap-6">
      {agreement.status === 'open' ? (
        <>
          {children}
          {panel}
        </>
      ) : (
        <>
          {panel}
          {children}
        </>
      )}
    </div>
  )
}
