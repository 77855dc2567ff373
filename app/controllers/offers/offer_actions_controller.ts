import type { HttpContext } from '@adonisjs/core/http'
import StaffPolicy from '#policies/staff_policy'
import { markResponded } from '#actions/offers/mark_responded'
import { resendOffer } from '#actions/offers/resend_offer'
import { duplicateOffer } from '#actions/offers/duplicate_offer'
import { switchReminders } from '#actions/offers/switch_reminders'
import { offerRemindersValidator } from '#validators/offer'

/*
| What the show page's buttons do besides deleting: mark responded, re-send, duplicate, switch the
| automatic reminders off or on.
*/
export default class OfferActionsController {
  async markResponded({ auth, params, bouncer, session, response, i18n }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const offer = await markResponded(auth.user!, params.id)
    session.flash('success', i18n.t('offers.flash.responded'))
    return response.redirect().toRoute('offers.show', { id: offer.id })
  }

  async resend({ auth, params, bouncer, session, response, i18n }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const offer = await resendOffer(auth.user!, params.id)
    session.flash('success', i18n.t('offers.flash.resent'))
    return response.redirect().toRoute('offers.show', { id: offer.id })
  }

  async duplicate({ auth, params, bouncer, session, response, i18n }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const copy = await duplicateOffer(auth.user!, params.id)
    session.flash('success', i18n.t('offers.flash.duplicated'))
    return response.redirect().toRoute('offers.edit', { id: copy.id })
  }

  async reminders({ auth, params, bouncer, request, session, response, i18n }: HttpContext) {
    await bouncer.with(StaffPolicy).authorize('accessOffers')
    const { enabled } = await request.validateUsing(offerRemindersValidator)
    const offer = await switchReminders(auth.user!, params.id, enabled)
    session.flash(
      'success',
      i18n.t(enabled ? 'offers.flash.remindersOn' : 'offers.flash.remindersOff')
    )
    return response.redirect().toRoute('offers.show', { id: offer.id })
  }
}
