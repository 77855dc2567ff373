import { UserSchema } from '#database/schema'
import hash from '@adonisjs/core/services/hash'
import { compose } from '@adonisjs/core/helpers'
import { withAuthFinder } from '@adonisjs/auth/mixins/lucid'
import { DbRememberMeTokensProvider } from '@adonisjs/auth/session'
import { column } from '@adonisjs/lucid/orm'

export const userRoles = ['super_admin', 'client'] as const
export type UserRole = (typeof userRoles)[number]

export default class User extends compose(UserSchema, withAuthFinder(hash)) {
  static rememberMeTokens = DbRememberMeTokensProvider.forModel(User)

  /* Settings > Notifications: the away digest of unread chat messages (SQLite stores 0/1). */
  @column({ consume: (value: unknown) => Boolean(value) })
  declare emailUnreadMessages: boolean

  /* Settings > Notifications: answers to the platform's e-mails are posted as this person. */
  @column({ consume: (value: unknown) => value === undefined || value === null || Boolean(value) })
  declare emailReplies: boolean

  get isStaff() {
    return User.isStaffRole(this.role)
  }

  /* The same from the `role` column of a row read without a model. */
  static isStaffRole(role: string) {
    return role === 'super_admin'
  }

  get isEmailVerified() {
    return this.emailVerifiedAt !== null
  }

  /*
  | Two-factor counts only once the first code confirmed the setup. The one definition: sign-in,
  | the settings and the `user` page prop all read it.
  */
  get hasTwoFactorEnabled() {
    // Truthiness, not `!== null`: a model just created has these columns undefined.
    return !!this.twoFactorSecret && !!this.twoFactorConfirmedAt
  }

  /* Set up but not confirmed yet: the setup key and QR code may still be shown. */
  get hasTwoFactorSetupPending() {
    return !!this.twoFactorSecret && !this.twoFactorConfirmedAt
  }

  get initials() {
    const words = this.fullName.trim().split(/\s+/).filter(Boolean)
    const letters =
      words.length >= 2 ? words[0][0] + words[words.length - 1][0] : this.fullName.slice(0, 2)
    return letters.toUpperCase()
  }
}
