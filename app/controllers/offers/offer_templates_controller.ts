import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import OfferTemplateTransformer from '#transformers/offer_template_transformer'
import { offerTemplateValidator } from '#validators/offer'
import { scopedMessages } from '#infrastructure/scoped_messages'
import {
  createOfferTemplate,
  findOfferTemplate,
  offerTemplates,
  updateOfferTemplate,
} from '#actions/offers/offer_templates'

/*
| The team's offer templates (/offers/templates): list, create, edit, delete. Staff only, like the
| rest of the offers area (anyone else gets the Not found page). The composer reads them through
| OffersController#create.
*/
export default class OfferTemplatesController {
  async index({ inertia, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    return inertia.render('offers/templates/index', {
      templates: OfferTemplateTransformer.transform(await offerTemplates()),
    })
  }

  async create({ inertia, bouncer, i18n }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    return inertia.render('offers/templates/create', { defaults: { locale: i18n.locale } })
  }

  async store(ctx: HttpContext) {
    const { request, auth, session, response, i18n, bouncer } = ctx
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const input = await request.validateUsing(offerTemplateValidator, {
      messagesProvider: scopedMessages(ctx, 'offers'),
    })
    await createOfferTemplate(auth.user!, input)
    session.flash('success', i18n.t('offers.templates.flash.created'))
    return response.redirect().toRoute('offers.templates.index')
  }

  async edit(ctx: HttpContext) {
    const template = await this.#find(ctx)
    return ctx.inertia.render('offers/templates/edit', {
      template: OfferTemplateTransformer.transform(template),
    })
  }

  async update(ctx: HttpContext) {
    const template = await this.#find(ctx)
    const input = await ctx.request.validateUsing(offerTemplateValidator, {
      messagesProvider: scopedMessages(ctx, 'offers'),
    })
    await updateOfferTemplate(template, input)
    ctx.session.flash('success', ctx.i18n.t('offers.templates.flash.updated'))
    return ctx.response.redirect().toRoute('offers.templates.index')
  }

  async destroy(ctx: HttpContext) {
    const template = await this.#find(ctx)
    await template.delete()
    ctx.session.flash('success', ctx.i18n.t('offers.templates.flash.deleted'))
    return ctx.response.redirect().toRoute('offers.templates.index')
  }

  async #find({ params, bouncer }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    return findOfferTemplate(params.id)
  }
}
