import type User from '#models/user'
import type Offer from '#models/offer'
import { BasePolicy } from '@adonisjs/bouncer'
import type { AuthorizerResponse } from '@adonisjs/bouncer/types'
import { notFound } from '#policies/responses'

/*
| Offers a signed-in user received (DESIGN.md roles matrix, "/proposals"): one sent to their own
| address, once that address is verified. Anyone else, staff included, gets Not found, so an id
| tells nothing about other people's offers. A draft was never sent to anybody.
*/
export default class ReceivedOfferPolicy extends BasePolicy {
  view(user: User, offer: Offer): AuthorizerResponse {
    return (
      (user.isEmailVerified &&
        offer.status !== 'draft' &&
        offer.email.toLowerCase() === user.email.toLowerCase()) ||
      notFound()
    )
  }
}
