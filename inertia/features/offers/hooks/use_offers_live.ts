import { usePersonalReload } from '~/hooks/use_personal_reload'

const EVENTS = ['offer.updated', 'offer.responded'] as const

/*
| Offer pages follow opens, answers and delivery without a reload: staff hear `offer.*` on their
| personal channel. `offerId` limits the show page to its own offer.
*/
export function useOffersLive(props: string[], offerId?: number) {
  usePersonalReload<{ offer: { id: number } }>(
    EVENTS,
    props,
    (payload) => offerId === undefined || payload.offer.id === offerId
  )
}
