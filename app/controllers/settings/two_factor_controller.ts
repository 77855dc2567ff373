import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { twoFactorCodeValidator } from '#validators/settings'
import { recoveryCodes } from '#actions/auth/two_factor'
import { enableTwoFactor } from '#actions/auth/enable_two_factor'
import { confirmTwoFactor } from '#actions/auth/confirm_two_factor'
import { disableTwoFactor } from '#actions/auth/disable_two_factor'
import { regenerateRecoveryCodes } from '#actions/auth/regenerate_recovery_codes'
import TwoFactorSetupTransformer from '#transformers/two_factor_setup_transformer'
import { CODES_ISSUED_FLASH } from '#infrastructure/session_keys'

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
    const justIssued = enabled && session.flashMessages.get(CODES_ISSUED_FLASH) === true
    return inertia.render('settings/two_factor', {
      enabled,
      setup: TwoFactorSetupTransformer.transform(user.hasTwoFactorSetupPending ? user : null),
      codesJustIssued: justIssued,
      recoveryCodes: justIssued
        ? recoveryCodes(user)
        : inertia.optional(() => (enabled ? recoveryCodes(user) : [])),
    })
  }

  async enable({ auth, response }: HttpContext) {
    await enableTwoFactor(auth.user!)
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
    session.flash(CODES_ISSUED_FLASH, true)
    return response.redirect().toRoute('two_factor.show')
  }

  async regenerate({ auth, session, response, i18n }: HttpContext) {
    if (await regenerateRecoveryCodes(auth.user!)) {
      session.flash('success', i18n.t('settings.twoFactor.regeneratedFlash'))
      session.flash(CODES_ISSUED_FLASH, true)
    }
    return response.redirect().toRoute('two_factor.show')
  }

  async disable({ auth, session, response, i18n }: HttpContext) {
    await disableTwoFactor(auth.user!)
    session.flash('success', i18n.t('settings.twoFactor.disabledFlash'))
    return response.redirect().toRoute('two_factor.show')
  }
}
