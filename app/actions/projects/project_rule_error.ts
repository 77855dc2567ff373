import { Exception } from '@adonisjs/core/exceptions'
import type { HttpContext } from '@adonisjs/core/http'
import { flashFieldError } from '#actions/auth/field_error'
import { keepInput } from '#infrastructure/old_input'

/*
| A request the rules of projects refuse (a status move the workflow does not allow, inviting
| someone already in, removing the owner...). The user gets the reason in their language, beside
| the field it is about or as a toast, their typed input kept, and nothing changes. Actions throw
| it; controllers stay unaware.
*/
export class ProjectRuleError extends Exception {
  static status = 422

  constructor(
    readonly key: string,
    readonly values: Record<string, string | number> = {},
    readonly field: string | null = null
  ) {
    super(key)
  }

  async handle(error: ProjectRuleError, ctx: HttpContext) {
    const message = ctx.i18n.t(error.key, error.values)
    if (error.field) {
      flashFieldError(ctx, error.field, message)
      keepInput(ctx)
    } else {
      ctx.session.flash('error', message)
    }
    return ctx.response.redirect().back()
  }
}
