import { DateTime } from 'luxon'
import User from '#models/user'

/*
| Creates a staff account, or promotes an existing one, so the first super_admin can be made
| from the command line (commands/make_admin.ts) and by the seeder alike.
*/
export async function upsertStaffAccount(input: {
  email: string
  fullName: string
  password?: string
}) {
  const email = input.email.trim().toLowerCase()
  const existing = await User.findBy('email', email)
  if (existing) {
    existing.role = 'super_admin'
    if (input.password) existing.password = input.password
    await existing.save()
    return { user: existing, created: false }
  }
  if (!input.password) throw new Error('A password is required to create a new account')
  const user = await User.create({
    email,
    fullName: input.fullName,
    password: input.password,
    role: 'super_admin',
    emailVerifiedAt: DateTime.now(),
    termsAcceptedAt: DateTime.now(),
  })
  return { user, created: true }
}
