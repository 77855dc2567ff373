import { BaseTransformer } from '@adonisjs/core/transformers'
import type Passkey from '#models/passkey'
import { isoOf, isoOrNull } from '#infrastructure/stored_times'

/*
| One passkey as Settings > Passkeys lists it: what a person recognises it by. The credential id
| and public key are not secret, but no page needs them.
*/
export default class PasskeyTransformer extends BaseTransformer<Passkey> {
  toObject() {
    return {
      id: this.resource.id,
      name: this.resource.name,
      createdAt: isoOf(this.resource.createdAt),
      lastUsedAt: isoOrNull(this.resource.lastUsedAt),
    }
  }
}
