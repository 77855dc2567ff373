import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { keepInput } from '#infrastructure/old_input'

/*
| A signing refused for a reason the signer should read: beside the field it concerns (a wrong
| code and the tries left) or above the form (expired, changed, already answered), the typed
| name kept, nothing recorded but the failed try. Actions throw it; controllers stay unaware.
*/
export class AgreementRuleError extends Exception {
  static status = 422

  constructor(
    readonly key: string,
    readonly field: string | null = null,
    readonly values: Record<string, unknown> = {}
  ) {
    super(key)
  }

  async handle(error: AgreementRuleError, ctx: HttpContext) {
    const message = ctx.i18n.t(error.key, error.values)
    keepInput(ctx)
    if (error.field) flashFieldError(ctx, error.field, message)
    else ctx.session.flash('error', message)
    return ctx.response.redirect().back()
  }
}
