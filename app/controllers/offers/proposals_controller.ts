import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import ProposalPolicy from '#policies/proposal_policy'
import OfferTransformer from '#transformers/offer_transformer'
import { offerAnswerValidator } from '#validators/offer'
import { answerOffer } from '#actions/offers/answer_offer'
import { findReceivedOffer, listReceivedOffers } from '#actions/offers/received_offers'

/*
| The offers a signed-in user received at their verified address (/proposals): their own list,
| and each offer as its online page shows it, answered the same way with the same rules.
*/
export default class ProposalsController {
  async index({ inertia, auth }: HttpContext) {
    const offers = await listReceivedOffers(auth.user!)
    return inertia.render('proposals/index', {
      offers: OfferTransformer.transform(offers).useVariant('toReceived'),
      email: auth.user!.email,
    })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    const offer = await this.authorized(params.id, bouncer)
    return inertia.render('proposals/show', {
      offer: OfferTransformer.transform(offer).useVariant('toPublic'),
      id: offer.id,
    })
  }

  async answer({ params, request, bouncer, session, response, i18n }: HttpContext) {
    const offer = await this.authorized(params.id, bouncer)
    const input = await request.validateUsing(offerAnswerValidator)
    await answerOffer(offer, input)
    session.flash('success', i18n.t('offers.online.thanks'))
    return response.redirect().toRoute('proposals.show', { id: offer.id })
  }

  private async authorized(id: unknown, bouncer: HttpContext['bouncer']) {
    const offer = await findReceivedOffer(id)
    if (!offer) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
    await bouncer.with(ProposalPolicy).authorize('view', offer)
    return offer
  }
}
