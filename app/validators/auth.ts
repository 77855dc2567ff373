import vine from '@vinejs/vine'
import {
  currentPasswordRule,
  emailRule,
  fullNameRule,
  newPasswordRule,
  passwordConfirmationRule,
} from '#validators/user'

export const loginValidator = vine.create({
  email: emailRule(),
  password: currentPasswordRule(),
  remember: vine.boolean().optional(),
})

/* No uniqueness rule: registration must not tell whether an address has an account. */
export const registerValidator = vine.create({
  fullName: fullNameRule(),
  email: emailRule(),
  password: newPasswordRule(),
  passwordConfirmation: passwordConfirmationRule(),
  acceptTerms: vine.accepted(),
})

export const forgotPasswordValidator = vine.create({
  email: emailRule(),
})

export const resetPasswordValidator = vine.create({
  token: vine.string().maxLength(200),
  password: newPasswordRule(),
  passwordConfirmation: passwordConfirmationRule(),
})

export const confirmPasswordValidator = vine.create({
  password: currentPasswordRule(),
})

/* The challenge takes either a 6-digit code or a recovery code ("xxxxx-xxxxx"). */
export const twoFactorChallengeValidator = vine.create({
  code: vine
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .optional()
    .requiredIfMissing('recoveryCode'),
  recoveryCode: vine.string().trim().maxLength(32).optional(),
})
