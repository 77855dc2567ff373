import OfferEvent from '#models/offer_event'
import { findOffer } from '#actions/offers/find_offer'
import { renderOfferEmail } from '#actions/offers/preview_offer'

/* The latest 200 rows of the timeline are enough to read; the opens count has them all. */
const TIMELINE_LIMIT = 200

/*
| What an offer's page shows: the offer with its author, its timeline (oldest first) and the
| e-mail as it was sent (rendered again without the tracking image, so reading the page is not
| an open).
*/
export async function loadOfferPage(id: unknown) {
  const offer = await findOffer(id)
  await offer.load('createdBy')
  const [latest, email] = await Promise.all([
    OfferEvent.query()
      .where('offer_id', offer.id)
      .preload('user')
      .preload('files', (files) => files.orderBy('id'))
      .orderBy('id', 'desc')
      .limit(TIMELINE_LIMIT),
    renderOfferEmail(offer),
  ])
  return { offer, events: latest.reverse(), email }
}
