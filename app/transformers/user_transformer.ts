import type User from '#models/user'
import { BaseTransformer } from '@adonisjs/core/transformers'

/*
| The only shape of a user a page ever receives: secrets (password, two-factor data) never leave
| the server.
*/
export default class UserTransformer extends BaseTransformer<User> {
  toObject() {
    return {
      ...this.pick(this.resource, ['id', 'fullName', 'email', 'role', 'initials']),
      emailVerified: this.resource.isEmailVerified,
      twoFactorEnabled: this.resource.hasTwoFactorEnabled,
    }
  }
}
