import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import type User from '#models/user'
import { hashMatches } from '#actions/auth/email_verification'

/*
| The signed link from the e-mail verifies the account it was sent to, at the address it was
| sent to, within its 60 minutes. Answers `invalid` for any other link, `verified` the first
| time and `already` after.
*/
export async function verifyEmail(ctx: HttpContext, user: User) {
  const { request, params } = ctx
  const valid =
    request.hasValidSignature('verify-email') &&
    String(user.id) === String(params.id) &&
    hashMatches(user, params.hash)
  if (!valid) return 'invalid' as const
  if (user.isEmailVerified) return 'already' as const
  user.emailVerifiedAt = DateTime.now()
  await user.save()
  return 'verified' as const
}
