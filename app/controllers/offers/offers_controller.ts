import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import OfferTransformer from '#transformers/offer_transformer'
import OfferEventTransformer from '#transformers/offer_event_transformer'
import OfferEmailTransformer from '#transformers/offer_email_transformer'
import OfferStatisticsTransformer from '#transformers/offer_statistics_transformer'
import OfferTemplateTransformer from '#transformers/offer_template_transformer'
import { offerValidator } from '#validators/offer'
import { DateTime } from 'luxon'
import conversationsConfig from '#config/conversations'
import { offerTemplates } from '#actions/offers/offer_templates'
import { scopedMessages } from '#infrastructure/scoped_messages'
import {
  hasAnyOffer,
  listOffers,
  offerStatistics,
  readOfferFilters,
} from '#actions/offers/list_offers'
import { createOffer } from '#actions/offers/create_offer'
import { updateDraft } from '#actions/offers/update_draft'
import { deleteOffer } from '#actions/offers/delete_offer'
import { loadOfferPage } from '#actions/offers/load_offer_page'
import { findOffer } from '#actions/offers/find_offer'
import { readPreviewInput, renderOfferEmail } from '#actions/offers/preview_offer'

export default class OffersController {
  async index({ inertia, request, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const { page, ...filters } = readOfferFilters(request.qs())
    const [{ rows, meta }, counts] = await Promise.all([
      listOffers(filters, page),
      offerStatistics(filters),
    ])
    return inertia.render('offers/index', {
      offers: OfferTransformer.paginate(rows, meta),
      statistics: OfferStatisticsTransformer.transform(counts),
      filters,
      hasAny: rows.length > 0 || (await hasAnyOffer()),
    })
  }

  /*
  | The form starts in the writer's language; the preview starts rendered, not blank. The team's
  | templates come along to start from, with today in the company's time zone, from which a
  | template's validity in days becomes the offer's valid-until day.
  */
  async create({ inertia, bouncer, i18n }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const locale = i18n.locale
    const email = await renderOfferEmail({ ...readPreviewInput({ locale }) })
    return inertia.render('offers/create', {
      defaults: { locale },
      email: OfferEmailTransformer.transform(email),
      templates: OfferTemplateTransformer.transform(await offerTemplates()),
      today: DateTime.now().setZone(conversationsConfig.timeZone).toISODate()!,
    })
  }

  async store(ctx: HttpContext) {
    const { request, auth, session, response, i18n, bouncer } = ctx
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const { intent = 'send', ...input } = await request.validateUsing(offerValidator, {
      messagesProvider: scopedMessages(ctx, 'offers'),
    })
    const offer = await createOffer(auth.user!, input, intent)
    session.flash('success', i18n.t(intent === 'send' ? 'offers.flash.sent' : 'offers.flash.draft'))
    return response.redirect().toRoute('offers.show', { id: offer.id })
  }

  async show({ inertia, params, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const { offer, events, email } = await loadOfferPage(params.id)
    return inertia.render('offers/show', {
      offer: OfferTransformer.transform(offer).useVariant('toDetail'),
      events: OfferEventTransformer.transform(events),
      email: OfferEmailTransformer.transform(email),
    })
  }

  /* Only a draft is edited; a sent offer's page is where its link leads instead. */
  async edit({ inertia, params, bouncer, response }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const offer = await findOffer(params.id)
    if (offer.status !== 'draft')
      return response.redirect().toRoute('offers.show', { id: offer.id })
    return inertia.render('offers/edit', {
      offer: OfferTransformer.transform(offer).useVariant('toDetail'),
      email: OfferEmailTransformer.transform(await renderOfferEmail(offer)),
    })
  }

  async update(ctx: HttpContext) {
    const { request, auth, session, response, i18n, bouncer, params } = ctx
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    await findOffer(params.id)
    const { intent = 'send', ...input } = await request.validateUsing(offerValidator, {
      messagesProvider: scopedMessages(ctx, 'offers'),
    })
    const offer = await updateDraft(auth.user!, params.id, input, intent)
    session.flash('success', i18n.t(intent === 'send' ? 'offers.flash.sent' : 'offers.flash.draft'))
    return response.redirect().toRoute('offers.show', { id: offer.id })
  }

  async destroy({ params, bouncer, session, response, i18n, auth }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    await deleteOffer(auth.user!, params.id)
    session.flash('success', i18n.t('offers.flash.deleted'))
    return response.redirect().toRoute('offers.index')
  }
}
