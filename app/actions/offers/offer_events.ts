import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import OfferEvent from '#models/offer_event'
import type { OfferEventType } from '#shared/offers'

/*
| A row of an offer's timeline, written in the transaction of the change it records. Used by
| every offer action. Texts are cut to their columns (a user agent can be any length).
*/
export function recordOfferEvent(
  offerId: number,
  type: OfferEventType,
  details: { detail?: string | null; userAgent?: string | null; userId?: number | null } = {},
  trx?: TransactionClientContract
) {
  return OfferEvent.create(
    {
      offerId,
      type,
      detail: details.detail?.slice(0, 500) ?? null,
      userAgent: details.userAgent?.slice(0, 500) ?? null,
      userId: details.userId ?? null,
    },
    { client: trx }
  )
}
