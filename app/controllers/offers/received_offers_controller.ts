import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import ReceivedOfferPolicy from '#policies/received_offer_policy'
import OfferTransformer from '#transformers/offer_transformer'
import AgreementTransformer from '#transformers/agreement_transformer'
import { viewAgreement } from '#actions/agreements/view_agreement'
import { offerAnswerValidator } from '#validators/offer'
import { answerOffer } from '#actions/offers/answer_offer'
import { findReceivedOffer, listReceivedOffers } from '#actions/offers/received_offers'

/*
| The offers a signed-in user received at their verified address (/proposals): their own list,
| and each offer as its online page shows it, answered the same way with the same rules.
*/
export default class ReceivedOffersController {
  async index({ inertia, auth }: HttpContext) {
    const offers = await listReceivedOffers(auth.user!)
    return inertia.render('received_offers/index', {
      offers: OfferTransformer.transform(offers).useVariant('toReceived'),
      email: auth.user!.email,
    })
  }

  async show({ inertia, params, bouncer, auth, request }: HttpContext) {
    const offer = await this.authorized(params.id, bouncer)
    const agreement = await viewAgreement(offer, {
      actor: auth.user!.email,
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
    })
    return inertia.render('received_offers/show', {
      offer: OfferTransformer.transform(offer).useVariant('toPublic'),
      id: offer.id,
      agreement: AgreementTransformer.transform(agreement),
      email: auth.user!.email,
    })
  }

  async answer({ params, request, bouncer, session, response, i18n }: HttpContext) {
    const offer = await this.authorized(params.id, bouncer)
    const input = await request.validateUsing(offerAnswerValidator)
    await answerOffer(offer, input)
    session.flash('success', i18n.t('offers.online.thanks'))
    return response.redirect().toRoute('received_offers.show', { id: offer.id })
  }

  private async authorized(id: unknown, bouncer: HttpContext['bouncer']) {
    const offer = await findReceivedOffer(id)
    if (!offer) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
    await bouncer.with(ReceivedOfferPolicy).authorize('view', offer)
    return offer
  }
}
