import vine from '@vinejs/vine'
import { userRoles } from '#models/user'

/* Promote to staff (`super_admin`) or make a client again. */
export const roleValidator = vine.create({
  role: vine.enum(userRoles),
})
