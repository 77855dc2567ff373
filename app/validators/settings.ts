import vine from '@vinejs/vine'
import {
  currentPasswordRule,
  fullNameRule,
  newPasswordRule,
  passwordConfirmationRule,
  uniqueEmailRule,
} from '#validators/user'

export const profileValidator = vine.withMetaData<{ userId: number }>().create({
  fullName: fullNameRule(),
  email: uniqueEmailRule(),
})

export const updatePasswordValidator = vine.create({
  currentPassword: currentPasswordRule(),
  password: newPasswordRule(),
  passwordConfirmation: passwordConfirmationRule(),
})

export const deleteAccountValidator = vine.create({
  password: currentPasswordRule(),
})

export const twoFactorCodeValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/),
})
