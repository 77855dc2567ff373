import { DateTime } from 'luxon'
import encryption from '@adonisjs/core/services/encryption'
import limiter from '@adonisjs/limiter/services/main'
import * as OTPAuth from 'otpauth'
import User from '#models/user'

let counter = 0

export const PASSWORD = 'correct horse battery staple'

/* A user with a known password; verified unless told otherwise. */
export async function makeUser(
  overrides: Partial<{
    email: string
    fullName: string
    password: string
    verified: boolean
    locale: string
  }> = {}
) {
  counter++
  return User.create({
    fullName: overrides.fullName ?? `Test User ${counter}`,
    email: overrides.email ?? `user${counter}-${Date.now()}@example.com`,
    password: overrides.password ?? PASSWORD,
    locale: overrides.locale ?? 'en',
    role: 'client',
    emailVerifiedAt: overrides.verified === false ? null : DateTime.now(),
    termsAcceptedAt: DateTime.now(),
  })
}

export const TEST_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'
export const TEST_RECOVERY_CODES = ['abcde-fghij', 'k2m3n-p4q5r']

/* A user who has already confirmed two-factor, with a known secret and recovery codes. */
export async function makeTwoFactorUser() {
  const user = await makeUser()
  user.twoFactorSecret = encryption.encrypt(TEST_SECRET)
  user.twoFactorRecoveryCodes = encryption.encrypt(TEST_RECOVERY_CODES)
  user.twoFactorConfirmedAt = DateTime.now()
  await user.save()
  return user
}

/* A code from an independent TOTP implementation (otpauth), as a phone app would show it. */
export function authenticatorCode(secret = TEST_SECRET) {
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
  }).generate()
}

export async function clearRateLimits() {
  await limiter.clear()
}

/*
| The message the page shows beside a field after a redirect: validation errors
| (inputErrorsBag) and the ones a controller flashes itself (errorsBag) alike.
*/
export function fieldError(
  response: { flashMessages(): Record<string, any> },
  field: string
): string | undefined {
  const flash = response.flashMessages() ?? {}
  const fromValidation = flash.inputErrorsBag?.[field]
  if (Array.isArray(fromValidation)) return fromValidation[0]
  const own = flash.errorsBag?.[field]
  return Array.isArray(own) ? own[0] : own
}
