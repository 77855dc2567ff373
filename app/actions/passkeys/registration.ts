import type { HttpContext } from '@adonisjs/core/http'
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'
import type User from '#models/user'
import Passkey from '#models/passkey'
import { relyingParty, userHandle } from '#infrastructure/relying_party'
import { CHALLENGE_TTL_MS, rememberChallenge, takeChallenge } from '#actions/passkeys/challenges'
import { defaultPasskeyName } from '#actions/passkeys/names'

/*
| Options for the browser's navigator.credentials.create(): a discoverable credential (so the
| login page needs no e-mail first) that checks the person (user verification required), and
| none of the user's existing passkeys again (the device says it already has one).
*/
export async function registrationOptions(ctx: HttpContext, user: User) {
  const existing = await Passkey.query().where('userId', user.id)
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userID: new Uint8Array(userHandle(user.id)),
    userName: user.email,
    userDisplayName: user.fullName,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({
      id: passkey.credentialId,
      transports: passkey.transportList,
    })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  })
  rememberChallenge(ctx, 'register', options.challenge)
  return options
}

/*
| Checks the new credential against this session's challenge, this app's origin and RP ID and
| the user-verification flag, then stores its public key. Answers the passkey, or the message
| to show the user.
*/
export async function registerPasskey(
  ctx: HttpContext,
  user: User,
  response: RegistrationResponseJSON
): Promise<{ passkey: Passkey } | { error: string }> {
  const challenge = takeChallenge(ctx, 'register', response.response.clientDataJSON)
  if (!challenge) return { error: ctx.i18n.t('settings.passkeys.errors.expired') }

  let verification
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: true,
    })
  } catch {
    return { error: ctx.i18n.t('settings.passkeys.errors.notVerified') }
  }
  if (!verification.verified) return { error: ctx.i18n.t('settings.passkeys.errors.notVerified') }

  const { credential } = verification.registrationInfo
  if (await Passkey.findBy('credentialId', credential.id)) {
    return { error: ctx.i18n.t('settings.passkeys.errors.alreadyRegistered') }
  }
  const passkey = await Passkey.create({
    userId: user.id,
    name: defaultPasskeyName(ctx),
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports?.length ? JSON.stringify(credential.transports) : null,
  })
  return { passkey }
}
