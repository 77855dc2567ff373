import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/*
| An offer action refused for a reason the user should read (a sent offer cannot be edited, only
| a failed delivery is re-sent): the reason as an error toast in their language, back where they
| were, nothing changed. Actions throw it; controllers stay unaware.
*/
export class OfferRuleError extends Exception {
  static status = 422

  constructor(readonly key: string) {
    super(key)
  }

  async handle(error: OfferRuleError, ctx: HttpContext) {
    ctx.session.flash('error', ctx.i18n.t(error.key))
    return ctx.response.redirect().back()
  }
}
