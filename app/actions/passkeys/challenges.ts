import type { HttpContext } from '@adonisjs/core/http'
import { decodeClientDataJSON } from '@simplewebauthn/server/helpers'
import { PASSKEY_CHALLENGES_KEY } from '#infrastructure/session_keys'

/*
| WebAuthn challenges live in the session that asked for them, for 5 minutes (the time the
| browser is told to wait for the authenticator). An answer takes its challenge out whether it
| is right or not, so a recorded answer can never be played again.
|
| A page may hold more than one open request of a ceremony (the login page's autofill request
| and its button's, a second tab), so each ceremony keeps its few most recent challenges rather
| than one that the next request would overwrite.
*/
export const CHALLENGE_TTL_MS = 5 * 60 * 1000
const KEPT_PER_CEREMONY = 5

export type CeremonyPurpose = 'register' | 'login' | 'confirm'
type Issued = { challenge: string; issuedAt: number }
type Stored = Partial<Record<CeremonyPurpose, Issued[]>>

function stored(ctx: HttpContext): Stored {
  const value = ctx.session.get(PASSKEY_CHALLENGES_KEY)
  return value && typeof value === 'object' ? (value as Stored) : {}
}

function fresh(issued: Issued[] | undefined) {
  const now = Date.now()
  return (Array.isArray(issued) ? issued : []).filter(
    (entry) => typeof entry?.challenge === 'string' && now - entry.issuedAt < CHALLENGE_TTL_MS
  )
}

export function rememberChallenge(ctx: HttpContext, purpose: CeremonyPurpose, challenge: string) {
  const all = stored(ctx)
  const kept = [...fresh(all[purpose]), { challenge, issuedAt: Date.now() }]
  ctx.session.put(PASSKEY_CHALLENGES_KEY, {
    ...all,
    [purpose]: kept.slice(-KEPT_PER_CEREMONY),
  })
}

/*
| The challenge the browser signed (read from its clientDataJSON), if this session issued it
| for this ceremony less than 5 minutes ago; null otherwise. Either way it is used up.
*/
export function takeChallenge(
  ctx: HttpContext,
  purpose: CeremonyPurpose,
  clientDataJSON: string
): string | null {
  let answered: string
  try {
    answered = decodeClientDataJSON(clientDataJSON).challenge
  } catch {
    return null
  }
  const all = stored(ctx)
  const issued = Array.isArray(all[purpose]) ? all[purpose] : []
  const match = fresh(issued).find((entry) => entry.challenge === answered)
  ctx.session.put(PASSKEY_CHALLENGES_KEY, {
    ...all,
    [purpose]: issued.filter((entry) => entry?.challenge !== answered),
  })
  return match ? match.challenge : null
}
