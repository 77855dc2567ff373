import encryption from '@adonisjs/core/services/encryption'
import type User from '#models/user'
import { generateSecret } from '#actions/auth/totp'
import { issueRecoveryCodes } from '#actions/auth/two_factor'

/* Starts the setup: a new secret and recovery codes, unconfirmed until the first code is given. */
export async function enableTwoFactor(user: User) {
  if (user.hasTwoFactorEnabled) return
  user.twoFactorSecret = encryption.encrypt(generateSecret())
  issueRecoveryCodes(user)
  user.twoFactorConfirmedAt = null
  await user.save()
}
