import { randomBytes, timingSafeEqual } from 'node:crypto'
import encryption from '@adonisjs/core/services/encryption'
import type User from '#models/user'
import { matchTotpStep } from '#actions/auth/totp'

/*
| Two-factor authentication, Fortify's flow: enable (secret + recovery codes, unconfirmed) ->
| confirm with a code -> enabled (`User.hasTwoFactorEnabled`). The secret and the recovery codes
| are stored encrypted with the app key; the pages see the secret only while setup is
| unconfirmed (TwoFactorSetupTransformer). This file holds what the use cases share; each use
| case has its own file: enable_two_factor.ts, confirm_two_factor.ts, disable_two_factor.ts,
| regenerate_recovery_codes.ts, pass_two_factor_challenge.ts.
*/
export const RECOVERY_CODE_COUNT = 8
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/

/* Recovery codes look like "k3x9q-7mwpd": 50 random bits each, easy to type. */
export function generateRecoveryCode() {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789'
  const bytes = randomBytes(10)
  const chars = [...bytes].map((byte) => alphabet[byte & 31])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/* A fresh set of recovery codes, stored on the user (not saved). */
export function issueRecoveryCodes(user: User) {
  storeRecoveryCodes(user, Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode))
}

export function twoFactorSecret(user: User): string | null {
  if (!user.twoFactorSecret) return null
  return encryption.decrypt<string>(user.twoFactorSecret) ?? null
}

export function recoveryCodes(user: User): string[] {
  if (!user.twoFactorRecoveryCodes) return []
  return encryption.decrypt<string[]>(user.twoFactorRecoveryCodes) ?? []
}

function storeRecoveryCodes(user: User, codes: string[]) {
  user.twoFactorRecoveryCodes = encryption.encrypt(codes)
}

/*
| A code is accepted once: one seen at sign-in (or over a shoulder) cannot be replayed within
| the minute or so it stays valid, because its time step must be newer than the last one used.
*/
export async function acceptTwoFactorCode(user: User, code: string) {
  const secret = twoFactorSecret(user)
  const step = secret ? matchTotpStep(secret, code) : null
  if (step === null || (user.twoFactorLastStep !== null && step <= user.twoFactorLastStep)) {
    return false
  }
  user.twoFactorLastStep = step
  await user.save()
  return true
}

/* A recovery code works once: it is removed from the stored list when used. */
export async function useRecoveryCode(user: User, input: string) {
  const candidate = input.trim().toLowerCase()
  if (!RECOVERY_CODE_PATTERN.test(candidate)) return false
  const codes = recoveryCodes(user)
  const match = codes.find(
    (code) =>
      code.length === candidate.length && timingSafeEqual(Buffer.from(code), Buffer.from(candidate))
  )
  if (!match) return false
  storeRecoveryCodes(
    user,
    codes.filter((code) => code !== match)
  )
  await user.save()
  return true
}
