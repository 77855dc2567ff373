import vine from '@vinejs/vine'
import { readFileSync } from 'node:fs'
import app from '@adonisjs/core/services/app'
import type { FieldContext } from '@vinejs/vine/types'
import { writtenText } from '#validators/text'

/*
| Shared rule fragments (DESIGN.md bounds). Passwords follow NIST SP 800-63B: 8..128 characters,
| no composition rules, and none of the 1,000 most common passwords
| (resources/security/common_passwords.txt).
*/
export const NAME_MIN = 2
export const NAME_MAX = 100
export const EMAIL_MAX = 254
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

let commonPasswords: Set<string> | undefined

export function isCommonPassword(value: string) {
  commonPasswords ??= new Set(
    readFileSync(app.makePath('resources/security/common_passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean)
  )
  return commonPasswords.has(value.toLowerCase())
}

const notCommonPassword = vine.createRule((value: unknown, _: undefined, field: FieldContext) => {
  if (typeof value !== 'string') return
  if (isCommonPassword(value)) {
    field.report('This password is too common. Please choose another.', 'commonPassword', field)
  }
})

export const fullNameRule = () => writtenText().minLength(NAME_MIN).maxLength(NAME_MAX)

export const emailRule = () => vine.string().trim().maxLength(EMAIL_MAX).email().toLowerCase()

/* A new password: length bounds, not a common one, typed twice (passwordConfirmation). */
export const newPasswordRule = () =>
  vine
    .string()
    .minLength(PASSWORD_MIN)
    .maxLength(PASSWORD_MAX)
    .use(notCommonPassword())
    .confirmed({ confirmationField: 'passwordConfirmation' })

/* An existing password being checked: only the upper bound, so nothing huge is ever hashed. */
export const currentPasswordRule = () => vine.string().maxLength(PASSWORD_MAX)

/* Unique among accounts; a validator run with meta { userId } ignores that user's own row. */
export const uniqueEmailRule = () =>
  emailRule().unique(async (db, value, field) => {
    const query = db.from('users').where('email', value)
    const userId = (field.meta as { userId?: number }).userId
    if (userId !== undefined) query.whereNot('id', userId)
    return !(await query.first())
  })

/* The repeated new password; its match is checked by newPasswordRule's confirmed(). */
export const passwordConfirmationRule = () => vine.string().maxLength(PASSWORD_MAX)
