import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { abandonPendingLogin } from '#actions/auth/pending_login'
import { completeLogin } from '#actions/auth/complete_login'
import { loginGates } from '#actions/auth/login_throttle'
import { assertionOptions, verifyAssertion } from '#actions/passkeys/assertion'
import { passkeyAssertionValidator, type AssertionInput } from '#validators/passkeys'

/*
| Signing in with a passkey, from the login page's button or the browser's autofill of the
| e-mail field. The passkey is both factors (the device, and the PIN or biometric it checked),
| so a user with two-factor is not asked for a code. Guesses count against the same limits as
| passwords: the account's (e-mail + address) once the passkey is known, and the address's.
*/
export default class PasskeyLoginController {
  async options(ctx: HttpContext) {
    return ctx.response.json(await assertionOptions(ctx, 'login'))
  }

  async store(ctx: HttpContext) {
    const { credential, remember } = await ctx.request.validateUsing(passkeyAssertionValidator)
    const response = credential as unknown as AssertionInput
    const result = await verifyAssertion(ctx, 'login', response, (owner) =>
      loginGates(ctx, owner?.email ?? `passkey:${response.id}`)
    )
    if ('error' in result) {
      flashFieldError(ctx, 'passkey', result.error)
      return ctx.response.redirect().toRoute('session.create')
    }
    abandonPendingLogin(ctx.session)
    return completeLogin(ctx, result.user, !!remember, 'passkey')
  }
}
