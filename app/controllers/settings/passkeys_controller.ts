import type { HttpContext } from '@adonisjs/core/http'
import Passkey from '#models/passkey'
import PasskeyTransformer from '#transformers/passkey_transformer'
import { flashFieldError } from '#actions/auth/field_error'
import { registerPasskey, registrationOptions } from '#actions/passkeys/registration'
import { findOwnPasskey } from '#actions/passkeys/find_passkey'
import {
  registerPasskeyValidator,
  renamePasskeyValidator,
  type RegistrationInput,
} from '#validators/passkeys'

/*
| Settings > Passkeys, behind a recent password confirmation like two-factor: a passkey is a
| way into the account, so a borrowed, unlocked browser must not add one or take one away.
*/
export default class PasskeysController {
  async index(ctx: HttpContext) {
    const passkeys = await Passkey.query()
      .where('userId', ctx.auth.user!.id)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
    return ctx.inertia.render('settings/passkeys', {
      passkeys: PasskeyTransformer.transform(passkeys),
    })
  }

  async options(ctx: HttpContext) {
    return ctx.response.json(await registrationOptions(ctx, ctx.auth.user!))
  }

  async store(ctx: HttpContext) {
    const { credential } = await ctx.request.validateUsing(registerPasskeyValidator)
    const result = await registerPasskey(
      ctx,
      ctx.auth.user!,
      credential as unknown as RegistrationInput
    )
    if ('error' in result) {
      flashFieldError(ctx, 'passkey', result.error)
    } else {
      ctx.session.flash('success', ctx.i18n.t('settings.passkeys.addedFlash'))
    }
    return ctx.response.redirect().toRoute('passkeys.index')
  }

  async update(ctx: HttpContext) {
    const passkey = await findOwnPasskey(ctx, ctx.params.id)
    const { name } = await ctx.request.validateUsing(renamePasskeyValidator)
    passkey.name = name
    await passkey.save()
    ctx.session.flash('success', ctx.i18n.t('settings.passkeys.renamed'))
    return ctx.response.redirect().toRoute('passkeys.index')
  }

  async destroy(ctx: HttpContext) {
    const passkey = await findOwnPasskey(ctx, ctx.params.id)
    await passkey.delete()
    ctx.session.flash('success', ctx.i18n.t('settings.passkeys.removed', { name: passkey.name }))
    return ctx.response.redirect().toRoute('passkeys.index')
  }
}
