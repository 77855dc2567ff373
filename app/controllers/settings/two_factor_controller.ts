import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { twoFactorCodeValidator } from '#validators/settings'
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  recoveryCodes,
  regenerateRecoveryCodes,
  setupDetails,
} from '#actions/auth/two_factor'

/* Flashed when codes were just issued (setup confirmed, codes regenerated): the next render shows them. */
const CODES_ISSUED = 'recoveryCodesIssued'

/*
| Two-factor settings, behind a recent password confirmation. The setup key and QR code are
| sent only while setup is unconfirmed; recovery codes once, right after they were issued (so
| they can be stored before they are needed), and otherwise only when the page asks for them
| (an optional prop, loaded by "Show recovery codes").
*/
export default class TwoFactorController {
  async show({ inertia, auth, session }: HttpContext) {
    const user = auth.user!
    const enabled = user.hasTwoFactorEnabled
    const justIssued = enabled && session.flashMessages.get(CODES_ISSUED) === true
    return inertia.render('settings/two_factor', {
      enabled,
      setup: await setupDetails(user),
      codesJustIssued: justIssued,
      recoveryCodes: justIssued
        ? recoveryCodes(user)
        : inertia.optional(() => (enabled ? recoveryCodes(user) : [])),
    })
  }

  async enable({ auth, response }: HttpContext) {
    const user = auth.user!
    if (!user.hasTwoFactorEnabled) await enableTwoFactor(user)
    return response.redirect().toRoute('two_factor.show')
  }

  async confirm(ctx: HttpContext) {
    const { request, auth, session, response, i18n } = ctx
    const { code } = await request.validateUsing(twoFactorCodeValidator)
    if (!(await confirmTwoFactor(auth.user!, code))) {
      flashFieldError(ctx, 'code', i18n.t('auth.twoFactor.invalidCode'))
      return response.redirect().back()
    }
    session.flash('success', i18n.t('settings.twoFactor.enabledFlash'))
    session.flash(CODES_ISSUED, true)
    return response.redirect().toRoute('two_factor.show')
  }

  async regenerate({ auth, session, response, i18n }: HttpContext) {
    const user = auth.user!
    if (user.hasTwoFactorEnabled) {
      await regenerateRecoveryCodes(user)
      session.flash('success', i18n.t('settings.twoFactor.regeneratedFlash'))
      session.flash(CODES_ISSUED, true)
    }
    return response.redirect().toRoute('two_factor.show')
  }

  async disable({ auth, session, response, i18n }: HttpContext) {
    await disableTwoFactor(auth.user!)
    session.flash('success', i18n.t('settings.twoFactor.disabledFlash'))
    return response.redirect().toRoute('two_factor.show')
  }
}
