import type User from '#models/user'

/* Forgets the secret, the recovery codes and the last step used. */
export async function disableTwoFactor(user: User) {
  user.twoFactorSecret = null
  user.twoFactorRecoveryCodes = null
  user.twoFactorConfirmedAt = null
  user.twoFactorLastStep = null
  await user.save()
}
