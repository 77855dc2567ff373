import { DateTime } from 'luxon'
import type User from '#models/user'
import { acceptTwoFactorCode } from '#actions/auth/two_factor'

/* Finishes the setup with a first code from the app; from then on sign-in asks for one. */
export async function confirmTwoFactor(user: User, code: string) {
  if (user.twoFactorConfirmedAt || !(await acceptTwoFactorCode(user, code))) return false
  user.twoFactorConfirmedAt = DateTime.now()
  await user.save()
  return true
}
