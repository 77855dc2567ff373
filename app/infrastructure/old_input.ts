import type { HttpContext } from '@adonisjs/core/http'
import { OLD_INPUT_FLASH } from '#infrastructure/session_keys'

/*
| Fields whose values must never be flashed back into the session after a refused form, nor
| sent back to the page. The framework only leaves out `password` and `password_confirmation`;
| our forms also carry these.
*/
const SECRET_FIELDS = [
  '_csrf',
  '_method',
  'password',
  'password_confirmation',
  'passwordConfirmation',
  'currentPassword',
  'code',
  'recoveryCode',
]

type OldInput = Record<string, string | string[]>
type FlashMessages = HttpContext['session']['flashMessages']

/*
| What was typed into a refused form is kept for the next page, which puts it back into its
| fields: a form posted without JavaScript (before the app hydrated, or with no script at all) is
| answered by a redirect and a whole new page, and would otherwise come back empty. Flashed the
| framework's way (one flash key per field), with the list of those fields beside it, so the page
| is sent the input and nothing else that was flashed.
*/
export function keepInput(ctx: HttpContext) {
  ctx.session.flashExcept(SECRET_FIELDS)
  const fields = Object.keys(ctx.request.original() ?? {}).filter(
    (field) => !SECRET_FIELDS.includes(field)
  )
  ctx.session.flash(OLD_INPUT_FLASH, fields)
}

/* The text typed before, by field, for the page's fields (shared with every page). */
export function oldInput(flash: FlashMessages | undefined): OldInput {
  const fields = flash?.get(OLD_INPUT_FLASH)
  const kept: OldInput = {}
  if (!Array.isArray(fields)) return kept
  for (const field of fields) {
    const value = flash!.get(field)
    if (typeof value === 'string') kept[field] = value
    else if (Array.isArray(value) && value.every((item) => typeof item === 'string')) {
      kept[field] = value
    }
  }
  return kept
}
