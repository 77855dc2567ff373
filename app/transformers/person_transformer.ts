import { BaseTransformer } from '@adonisjs/core/transformers'
import type User from '#models/user'
import { isoOf, isoOrNull } from '#infrastructure/stored_times'

/*
| An account as the back office shows it (/team): who, what kind, since when, last seen, and the
| security facts staff check (verified, two-factor, deactivated). Never a secret.
*/
export default class PersonTransformer extends BaseTransformer<User> {
  toObject() {
    const person = this.resource
    return {
      id: person.id,
      fullName: person.fullName,
      email: person.email,
      initials: person.initials,
      role: person.role,
      createdAt: isoOf(person.createdAt),
      lastActiveAt: isoOrNull(person.lastActiveAt),
      emailVerified: person.isEmailVerified,
      twoFactorEnabled: person.hasTwoFactorEnabled,
      deactivatedAt: isoOrNull(person.deactivatedAt),
    }
  }
}
