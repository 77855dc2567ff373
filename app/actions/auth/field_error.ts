import type { HttpContext } from '@adonisjs/core/http'
import { rememberMessageSource } from '#infrastructure/error_sources'

/*
| A message shown beside one field after a redirect, exactly like a validation error
| (Inertia pages read `inputErrorsBag`), for checks only the server can make: wrong password,
| invalid code, too many attempts.
*/
export function flashFieldError(ctx: HttpContext, field: string, message: string) {
  ctx.session.flash('inputErrorsBag', { [field]: [message] })
  rememberMessageSource(ctx, field, message)
}
