import type Offer from '#models/offer'
import { agreementFor } from '#actions/agreements/freeze_agreement'
import { recordAgreementEvent, type Witness } from '#actions/agreements/agreement_events'

/* The recipient opened the document: its agreement, with a "viewed" row while it is open. */
export async function viewAgreement(offer: Offer, witness: Witness) {
  const agreement = await agreementFor(offer)
  if (agreement.status === 'open') await recordAgreementEvent(agreement.id, 'viewed', witness)
  return agreement
}
