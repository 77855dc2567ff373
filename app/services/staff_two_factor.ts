import env from '#start/env'
import type User from '#models/user'

/*
| Staff accounts should have two-factor on (issue 22). Without it they see a banner in the app
| shell; with REQUIRE_STAFF_TWO_FACTOR=true (production) setting it up is the first thing they
| must do: every signed-in page sends them to the two-factor settings until it is on. Read per
| request from this object, so a test can turn it on and off.
*/
export const staffTwoFactor = {
  required: env.get('REQUIRE_STAFF_TWO_FACTOR', false),
}

/* The routes such an account still reaches: the settings that turn it on, and the way out. */
const REACHABLE = new Set([
  'two_factor.show',
  'two_factor.enable',
  'two_factor.confirm',
  'two_factor.recovery_codes',
  'password.confirm',
  'password.confirm.store',
  'password.confirm.passkey_options',
  'password.confirm.passkey',
  'session.destroy',
  'verification.verify',
  'verification.send',
])

export function owesTwoFactor(user: User) {
  return user.isStaff && !user.hasTwoFactorEnabled
}

/* Whether this request must be turned to the two-factor settings instead. */
export function mustSetUpTwoFactorFirst(user: User, routeName: string | undefined) {
  return staffTwoFactor.required && owesTwoFactor(user) && !REACHABLE.has(routeName ?? '')
}
