import type { HttpContext } from '@adonisjs/core/http'
import { DateTime } from 'luxon'
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
} from '@simplewebauthn/server'
import User from '#models/user'
import Passkey from '#models/passkey'
import { relyingParty, userHandle } from '#infrastructure/relying_party'
import {
  CHALLENGE_TTL_MS,
  rememberChallenge,
  takeChallenge,
  type CeremonyPurpose,
} from '#actions/passkeys/challenges'
import { throttled, type Gate } from '#actions/auth/login_throttle'

type AssertionPurpose = Extract<CeremonyPurpose, 'login' | 'confirm'>

/*
| Options for navigator.credentials.get(). Signing in names no credentials (the device offers
| its passkeys for this site, so no e-mail is typed first); confirming a signed-in user's
| identity names theirs only.
*/
export async function assertionOptions(ctx: HttpContext, purpose: AssertionPurpose, user?: User) {
  const own = user ? await Passkey.query().where('userId', user.id) : []
  const options = await generateAuthenticationOptions({
    rpID: relyingParty.id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: 'required',
    allowCredentials: own.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transportList,
    })),
  })
  rememberChallenge(ctx, purpose, options.challenge)
  return options
}

class Refused extends Error {
  constructor(readonly key: string) {
    super(key)
  }
}

/*
| Checks an assertion: this session's unused challenge for the ceremony, a passkey we know that
| belongs to the expected user (the one signing in says who they are through the user handle the
| device stored), this app's origin and RP ID, user verification (the device checked the person:
| a PIN, a fingerprint, a face) and a counter that moved forward (a cloned authenticator falls
| behind). Guesses go through the same throttles as the password they replace (`gates`).
| Answers the passkey and its owner, or the message to show.
*/
export async function verifyAssertion(
  ctx: HttpContext,
  purpose: AssertionPurpose,
  response: AuthenticationResponseJSON,
  gatesFor: (owner: User | null) => Gate[],
  expectedUser?: User
): Promise<{ user: User; passkey: Passkey } | { error: string; throttled?: boolean }> {
  const challenge = takeChallenge(ctx, purpose, response.response.clientDataJSON)
  const passkey = await Passkey.findBy('credentialId', response.id)
  const owner = passkey ? await User.find(passkey.userId) : null

  const result = await throttled(gatesFor(expectedUser ?? owner), async () => {
    if (!challenge) throw new Refused('auth.passkey.expired')
    if (!passkey || !owner) throw new Refused('auth.passkey.unknown')
    if (expectedUser && owner.id !== expectedUser.id) throw new Refused('auth.passkey.unknown')
    const handle = response.response.userHandle
    if (handle !== undefined && handle !== userHandle(owner.id).toString('base64url')) {
      throw new Refused('auth.passkey.unknown')
    }
    if (purpose === 'login' && handle === undefined) throw new Refused('auth.passkey.failed')

    let verification
    try {
      verification = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: relyingParty.origin,
        expectedRPID: relyingParty.id,
        credential: passkey.toCredential(),
        requireUserVerification: true,
      })
    } catch {
      throw new Refused('auth.passkey.failed')
    }
    if (!verification.verified) throw new Refused('auth.passkey.failed')

    passkey.counter = verification.authenticationInfo.newCounter
    passkey.lastUsedAt = DateTime.now()
    await passkey.save()
    return { user: owner, passkey }
  })

  if (result.ok) return result.value
  if ('retryAfter' in result) {
    const key = result.gate === 0 ? 'auth.throttle' : 'auth.throttleAddress'
    return { error: ctx.i18n.t(key, { seconds: result.retryAfter }), throttled: true }
  }
  if (result.error instanceof Refused) return { error: ctx.i18n.t(result.error.key) }
  throw result.error
}
