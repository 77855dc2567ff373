import type User from '#models/user'
import { issueRecoveryCodes } from '#actions/auth/two_factor'

/* A new set of recovery codes replaces the old one (only for two-factor that is on). */
export async function regenerateRecoveryCodes(user: User) {
  if (!user.hasTwoFactorEnabled) return false
  issueRecoveryCodes(user)
  await user.save()
  return true
}
