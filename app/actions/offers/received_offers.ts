import Offer from '#models/offer'
import type User from '#models/user'
import { recordId } from '#infrastructure/record_id'

/* The most a person receives is a handful; a long list is cut rather than paged. */
const LIST_LIMIT = 100

/*
| The offers sent to a user's verified address, newest first (drafts were never sent). Both
| addresses are stored in lower case (the e-mail rule), so the indexed column is compared as is.
*/
export async function listReceivedOffers(user: User) {
  if (!user.isEmailVerified) return []
  return Offer.query()
    .where('email', user.email.toLowerCase())
    .whereNot('status', 'draft')
    .orderBy('sent_at', 'desc')
    .orderBy('id', 'desc')
    .limit(LIST_LIMIT)
}

/* One offer by id with its sender, for the policy to judge; null when there is none. */
export async function findReceivedOffer(id: unknown) {
  const offerId = recordId(id)
  if (!offerId) return null
  return Offer.query().where('id', offerId).preload('createdBy').first()
}
