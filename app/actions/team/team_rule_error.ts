import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'

/*
| A back-office change the rules refuse (demoting the last staff account, changing one's own
| role or account): the reason as an error toast in the user's language, back on the person's
| page, nothing changed. Actions throw it; controllers stay unaware.
*/
export class TeamRuleError extends Exception {
  static status = 422

  constructor(readonly key: string) {
    super(key)
  }

  async handle(error: TeamRuleError, ctx: HttpContext) {
    ctx.session.flash('error', ctx.i18n.t(error.key))
    return ctx.response.redirect().back()
  }
}
