import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import OfferTransformer from '#transformers/offer_transformer'
import AgreementTransformer from '#transformers/agreement_transformer'
import { viewAgreement } from '#actions/agreements/view_agreement'
import { offerAnswerValidator } from '#validators/offer'
import { answerOffer, findOfferByViewToken } from '#actions/offers/answer_offer'
import { rememberOfferSignUp, startOfferProject } from '#actions/offers/offer_project'

async function offerOr404(token: unknown) {
  const offer = await findOfferByViewToken(token)
  if (!offer) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  return offer
}

/*
| The public page an offer e-mail links to (by its own token, not the tracking one): the offer
| in the language the link names (the offer's), the company's details, and the one-click answer.
| It is a public page like the legal ones: complete as server-rendered HTML, its form works
| without the app's script.
*/
export default class OnlineViewController {
  async show({ inertia, params, response, request }: HttpContext) {
    const offer = await offerOr404(params.token)
    await offer.load('createdBy')
    const agreement = await viewAgreement(offer, {
      actor: offer.email,
      ip: request.ip(),
      userAgent: request.header('user-agent') ?? null,
    })
    response.header('X-Robots-Tag', 'noindex, nofollow')
    return inertia.render('marketing/offer', {
      offer: OfferTransformer.transform(offer).useVariant('toPublic'),
      token: offer.viewToken,
      agreement: AgreementTransformer.transform(agreement),
    })
  }

  async answer({ params, request, response, session, i18n }: HttpContext) {
    const offer = await offerOr404(params.token)
    const input = await request.validateUsing(offerAnswerValidator)
    await answerOffer(offer, input)
    session.flash('success', i18n.t('offers.online.thanks'))
    return response
      .redirect()
      .toRoute('offer_view.show', { token: offer.viewToken }, { qs: { lang: i18n.locale } })
  }

  /*
  | "Create an account and start your project": a guest registers with the address filled in
  | (the project follows verification); the recipient already signed in gets it at once.
  */
  async start(ctx: HttpContext) {
    const { params, auth, session, response, i18n } = ctx
    const offer = await offerOr404(params.token)
    const user = auth.user
    if (!user) {
      rememberOfferSignUp(ctx, offer)
      return response.redirect().toRoute('new_account.create', {}, { qs: { lang: i18n.locale } })
    }
    const project = await startOfferProject(user, offer)
    if (!project) return response.redirect().toRoute('projects.create')
    session.flash('success', i18n.t('offers.flash.projectStarted', { project: project.name }))
    return response.redirect().toRoute('projects.show', { id: project.id })
  }
}
