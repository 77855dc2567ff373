import type { HttpContext } from '@adonisjs/core/http'
import SeoTransformer from '#transformers/seo_transformer'
import ContactFormTransformer from '#transformers/contact_form_transformer'
import LegalUpdateTransformer from '#transformers/legal_update_transformer'
import type { LegalDocument } from '#services/legal_documents'
import conversationsConfig from '#config/conversations'

export default class PagesController {
  async home({ inertia, request, session, i18n }: HttpContext) {
    return inertia.render('marketing/home', {
      seo: SeoTransformer.transform(request, i18n.locale),
      contact: ContactFormTransformer.transform(session.flashMessages),
    })
  }

  async privacy(ctx: HttpContext) {
    return this.legal(ctx, 'privacy')
  }

  async terms(ctx: HttpContext) {
    return this.legal(ctx, 'terms')
  }

  private legal({ inertia, request, i18n }: HttpContext, document: LegalDocument) {
    return inertia.render(`legal/${document}`, {
      seo: SeoTransformer.transform(request, i18n.locale),
      updated: LegalUpdateTransformer.transform(document, i18n),
      // The privacy text states how long visitor chats are kept: the configured figure, not a copy.
      chatRetentionDays: conversationsConfig.retentionDays,
    })
  }
}
