import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { markPasswordConfirmed } from '#actions/auth/password_confirmation'
import { redirectToIntended } from '#actions/auth/redirects'
import { userGate } from '#actions/auth/login_throttle'
import { assertionOptions, verifyAssertion } from '#actions/passkeys/assertion'
import { passkeyAssertionValidator, type AssertionInput } from '#validators/passkeys'

/*
| "Confirm your password" answered with one of the user's own passkeys instead: it proves as
| much (the device and its PIN or biometric). Attempts share the password confirmation's count.
*/
export default class PasskeyConfirmationController {
  async options(ctx: HttpContext) {
    return ctx.response.json(await assertionOptions(ctx, 'confirm', ctx.auth.user!))
  }

  async store(ctx: HttpContext) {
    const user = ctx.auth.user!
    const { credential } = await ctx.request.validateUsing(passkeyAssertionValidator)
    const result = await verifyAssertion(
      ctx,
      'confirm',
      credential as unknown as AssertionInput,
      () => [userGate('confirm-password', user.id)],
      user
    )
    if ('error' in result) {
      flashFieldError(ctx, 'passkey', result.error)
      return ctx.response.redirect().toRoute('password.confirm')
    }
    markPasswordConfirmed(ctx)
    return redirectToIntended(ctx)
  }
}
