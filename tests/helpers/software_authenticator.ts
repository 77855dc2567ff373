import {
  createHash,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto'
import { Encoder } from 'cbor-x'
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server'

/*
| A passkey authenticator in software, for functional tests: it answers the server's WebAuthn
| options the way a phone or a security key does (WebAuthn Level 2, §6.1 authenticator data,
| §6.5 "none" attestation), with a real P-256 key made by node:crypto. Each answer can be bent
| the way an attack or a broken device would: another origin, another RP ID, no user
| verification, a counter that went back, another user's handle.
*/
const cbor = new Encoder({ useRecords: false, mapsAsObjects: false, tagUint8Array: false })

const FLAG_USER_PRESENT = 0x01
const FLAG_USER_VERIFIED = 0x04
const FLAG_ATTESTED_DATA = 0x40

type Stored = { id: Buffer; privateKey: KeyObject; userHandle: string; counter: number }

export type Bend = {
  origin?: string
  rpId?: string
  userVerified?: boolean
  /* The signature counter to report (by default one more than last time). */
  counter?: number
  /* The user handle to report (by default the one stored with the passkey). */
  userHandle?: string
  /* Answer with this passkey instead of the first one this authenticator holds. */
  credentialId?: string
}

const b64url = (bytes: Buffer) => bytes.toString('base64url')
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()

function uint32(value: number) {
  const bytes = Buffer.alloc(4)
  bytes.writeUInt32BE(value)
  return bytes
}

function flags(userVerified: boolean, attested: boolean) {
  return Buffer.from([
    FLAG_USER_PRESENT |
      (userVerified ? FLAG_USER_VERIFIED : 0) |
      (attested ? FLAG_ATTESTED_DATA : 0),
  ])
}

export class SoftwareAuthenticator {
  readonly credentials: Stored[] = []

  constructor(readonly origin: string) {}

  get rpId() {
    return new URL(this.origin).hostname
  }

  /* navigator.credentials.create(): a new passkey for the user the options name. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    bend: Bend = {}
  ): RegistrationResponseJSON {
    // Registering a passkey this authenticator already holds again (a copied credential id).
    const again = this.credentials.find((entry) => b64url(entry.id) === bend.credentialId)
    const privateKey =
      again?.privateKey ?? generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey
    const jwk = createPublicKey(privateKey).export({ format: 'jwk' })
    // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
    const coseKey = cbor.encode(
      new Map<number, number | Buffer>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ])
    )
    const id = again?.id ?? randomBytes(16)
    const counter = bend.counter ?? 0
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(id.length)
    const authData = Buffer.concat([
      sha256(bend.rpId ?? options.rp.id ?? this.rpId),
      flags(bend.userVerified ?? true, true),
      uint32(counter),
      Buffer.alloc(16), // AAGUID: none given with "none" attestation
      idLength,
      id,
      coseKey,
    ])
    const attestationObject = cbor.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ])
    )
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.create',
        challenge: options.challenge,
        origin: bend.origin ?? this.origin,
        crossOrigin: false,
      })
    )
    if (!again) this.credentials.push({ id, privateKey, userHandle: options.user.id, counter })
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /* navigator.credentials.get(): an assertion signed by one of the passkeys held here. */
  assert(
    options: PublicKeyCredentialRequestOptionsJSON,
    bend: Bend = {}
  ): AuthenticationResponseJSON {
    const stored = bend.credentialId
      ? this.credentials.find((entry) => b64url(entry.id) === bend.credentialId)
      : this.credentials[0]
    if (!stored) throw new Error('this authenticator holds no such passkey')
    stored.counter = bend.counter ?? stored.counter + 1
    const authData = Buffer.concat([
      sha256(bend.rpId ?? options.rpId ?? this.rpId),
      flags(bend.userVerified ?? true, false),
      uint32(stored.counter),
    ])
    const clientDataJSON = Buffer.from(
      JSON.stringify({
        type: 'webauthn.get',
        challenge: options.challenge,
        origin: bend.origin ?? this.origin,
        crossOrigin: false,
      })
    )
    // ES256 over authenticatorData || SHA-256(clientDataJSON), DER-encoded as WebAuthn sends it.
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      stored.privateKey
    )
    return {
      id: b64url(stored.id),
      rawId: b64url(stored.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: bend.userHandle ?? stored.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }
}
