import type { HttpContext } from '@adonisjs/core/http'
import { billingProfileValidator } from '#validators/billing'
import { findBillingProfile, saveBillingProfile } from '#actions/invoices/billing_profile'
import BillingProfileTransformer from '#transformers/billing_profile_transformer'
import { scopedMessages } from '#infrastructure/scoped_messages'

/* Settings > Billing: the details printed on the client's invoices. */
export default class BillingController {
  async edit({ inertia, auth }: HttpContext) {
    const profile = await findBillingProfile(auth.user!)
    return inertia.render('settings/billing', {
      profile: profile ? BillingProfileTransformer.transform(profile) : null,
    })
  }

  async update(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const input = await request.validateUsing(billingProfileValidator, {
      messagesProvider: scopedMessages(ctx, 'invoices'),
    })
    await saveBillingProfile(auth.user!, input)
    session.flash('success', i18n.t('common.flash.saved'))
    return response.redirect().toRoute('billing.edit')
  }
}
