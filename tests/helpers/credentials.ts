import * as OTPAuth from 'otpauth'

/*
| The secrets of every user UserFactory makes (database/factories/user_factory.ts): tests type
| them into forms, so they are known here rather than random.
*/
export const PASSWORD = 'correct horse battery staple'

/* Two-factor data of the `twoFactor` state. */
export const TEST_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
export const TEST_RECOVERY_CODES = ['abcde-fghij', 'k2m3n-p4q5r']

/* A code from an independent TOTP implementation (otpauth), as a phone app would show it. */
export function authenticatorCode(secret = TEST_SECRET) {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate()
}
