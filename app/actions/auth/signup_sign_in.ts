import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import User from '#models/user'
import { emailHash, VERIFICATION_LINK_TTL } from '#actions/auth/email_verification'
import { verifyEmail } from '#actions/auth/verify_email'
import { carryOverConversation } from '#actions/conversations/carry_over'
import { recordId } from '#infrastructure/record_id'
import { SIGNUP_SIGN_IN_KEY } from '#infrastructure/session_keys'

/*
| Registering does not sign in (a signed-in answer would tell a new address from a known one),
| but the browser that registered may be signed in by the verification link, once: the account
| it created is remembered in that browser's session (kept on the server; the cookie holds only
| the random session id), and a valid, first use of that account's link in the same session signs
| it in. Anywhere else the link verifies the address and the login page asks for the password.
| The browser's claim lasts as long as the link itself (60 minutes) and is used up by the first
| verification link opened in it, whatever the outcome.
*/
const CLAIM_MINUTES = Number.parseInt(VERIFICATION_LINK_TTL, 10)

type Claim = { userId: number | null; emailHash: string; expiresAt: number }

/*
| Called by every registration: for an address that already had an account the claim names no
| account (`userId: null`) and can never sign in, but the session looks the same either way.
*/
export function rememberSignup({ session }: HttpContext, email: string, created: User | null) {
  const claim: Claim = {
    userId: created?.id ?? null,
    emailHash: emailHash(email),
    expiresAt: DateTime.now().plus({ minutes: CLAIM_MINUTES }).toMillis(),
  }
  session.put(SIGNUP_SIGN_IN_KEY, claim)
}

function takeClaim({ session }: HttpContext, user: User) {
  const claim = session.pull(SIGNUP_SIGN_IN_KEY) as Partial<Claim> | undefined
  return (
    !!claim &&
    typeof claim.userId === 'number' &&
    claim.userId === user.id &&
    claim.emailHash === emailHash(user.email) &&
    typeof claim.expiresAt === 'number' &&
    claim.expiresAt > Date.now()
  )
}

/*
| A guest follows a verification link: `invalid` (bad, expired, or no such account),
| `signed_in` (first use, in the registering browser), `verified` (first use elsewhere) or
| `already` (a link used before: never signs in).
*/
export async function verifyAsGuest(ctx: HttpContext) {
  // The signature first: a forged link costs no query and tells nothing about accounts.
  if (!ctx.request.hasValidSignature('verify-email')) return { outcome: 'invalid' as const }
  const account = await User.find(recordId(ctx.params.id))
  if (!account) return { outcome: 'invalid' as const }
  const result = await verifyEmail(ctx, account)
  if (result === 'invalid') return { outcome: 'invalid' as const }
  const claimed = takeClaim(ctx, account)
  if (result === 'verified' && claimed && !account.hasTwoFactorEnabled) {
    await ctx.auth.use('web').login(account)
    await carryOverConversation(ctx, account)
    return { outcome: 'signed_in' as const, account }
  }
  return { outcome: result }
}
