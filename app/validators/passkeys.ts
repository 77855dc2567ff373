import vine from '@vinejs/vine'
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server'
import { PASSKEY_NAME_MAX_LENGTH } from '#actions/passkeys/names'

/*
| What the browser's WebAuthn call returned, as @simplewebauthn/browser serialises it. Only the
| outline is checked here (strings where the library reads strings); the library decodes and
| verifies the rest, and anything it cannot read is refused as an invalid passkey.
*/
const base64url = () => vine.string().maxLength(16_384)

const credentialRule = (response: Parameters<typeof vine.object>[0]) =>
  vine
    .object({
      id: vine.string().maxLength(1024),
      rawId: vine.string().maxLength(1024),
      type: vine.string().maxLength(32),
      response: vine.object(response).allowUnknownProperties(),
      clientExtensionResults: vine.object({}).allowUnknownProperties().optional(),
      authenticatorAttachment: vine.string().maxLength(32).optional(),
    })
    .allowUnknownProperties()

export const registerPasskeyValidator = vine.create({
  credential: credentialRule({
    clientDataJSON: base64url(),
    attestationObject: base64url(),
    transports: vine.array(vine.string().maxLength(32)).maxLength(10).optional(),
  }),
})

export const passkeyAssertionValidator = vine.create({
  credential: credentialRule({
    clientDataJSON: base64url(),
    authenticatorData: base64url(),
    signature: base64url(),
    userHandle: vine.string().maxLength(1024).optional(),
  }),
  remember: vine.boolean().optional(),
})

export const renamePasskeyValidator = vine.create({
  name: vine.string().trim().minLength(1).maxLength(PASSKEY_NAME_MAX_LENGTH),
})

export type RegistrationInput = RegistrationResponseJSON
export type AssertionInput = AuthenticationResponseJSON
