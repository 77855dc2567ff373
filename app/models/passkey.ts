import { PasskeySchema } from '#database/schema'
import { column } from '@adonisjs/lucid/orm'
import type { AuthenticatorTransport, WebAuthnCredential } from '@simplewebauthn/server'

/*
| One WebAuthn credential of a user (Settings > Passkeys). Everything here is public: the id,
| the COSE public key and the signature counter. The private key never leaves the device.
*/
export default class Passkey extends PasskeySchema {
  static table = 'passkeys'

  // PostgreSQL hands a bigint back as a string; the counter always fits a JS number (32 bits).
  @column({ consume: (value: unknown) => Number(value ?? 0) })
  declare counter: number

  get transportList(): AuthenticatorTransport[] {
    return this.transports ? (JSON.parse(this.transports) as AuthenticatorTransport[]) : []
  }

  /* The shape @simplewebauthn/server verifies an assertion against. */
  toCredential(): WebAuthnCredential {
    return {
      id: this.credentialId,
      publicKey: new Uint8Array(Buffer.from(this.publicKey, 'base64url')),
      counter: this.counter,
      transports: this.transportList,
    }
  }
}
