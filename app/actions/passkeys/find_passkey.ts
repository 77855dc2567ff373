import type { HttpContext } from '@adonisjs/core/http'
import { errors } from '@adonisjs/core'
import Passkey from '#models/passkey'
import PasskeyPolicy from '#policies/passkey_policy'
import { recordId } from '#infrastructure/record_id'

/* The passkey a settings route names, if it is the signed-in user's; otherwise a 404. */
export async function findOwnPasskey(ctx: HttpContext, id: unknown) {
  const passkeyId = recordId(id)
  const passkey = passkeyId ? await Passkey.find(passkeyId) : null
  if (!passkey) throw new errors.E_HTTP_EXCEPTION('Not found', { status: 404 })
  await ctx.bouncer.with(PasskeyPolicy).authorize('manage', passkey)
  return passkey
}
