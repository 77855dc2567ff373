import type { Data } from '@generated/data'

/* The offer as its recipient reads it (OfferTransformer `toPublic`). */
export type ReceivedOffer = Data.Offer.Variants['toPublic']
