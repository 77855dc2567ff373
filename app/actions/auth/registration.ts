import db from '@adonisjs/lucid/services/db'
import { DateTime } from 'luxon'
import hash from '@adonisjs/core/services/hash'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import RegistrationAttemptNotification from '#mails/registration_attempt_notification'

export type Registration = { fullName: string; email: string; password: string; locale: string }

/*
| The owner of an address hears about attempts to register it again at most once in 15 minutes,
| so the form cannot be used to flood someone's inbox.
*/
export const ATTEMPT_NOTICE_LIMIT = { requests: 1, duration: '15 minutes' }

/*
| Registration never says whether an address already has an account. A new address gets an
| unverified account and the verification link; a known one gets nothing new, and its owner an
| e-mail saying someone tried (log in, or reset the password). Both paths hash the password and
| queue one e-mail, so they also take about the same time. Nobody is signed in here: signing in
| would tell the two apart at once. Answers the new account (null for a known address), for what
| follows a registration in the same browser (the conversations' carry-over).
*/
export async function register(input: Registration): Promise<User | null> {
  const existing = await User.findBy('email', input.email)
  if (existing) {
    await remindOwner(existing, input.password)
    return null
  }

  let user: User
  try {
    // The account and its verification e-mail are stored together.
    user = await db.transaction(async (trx) => {
      const created = await User.create(
        {
          fullName: input.fullName,
          email: input.email,
          password: input.password,
          role: 'client',
          locale: input.locale,
          termsAcceptedAt: DateTime.now(),
        },
        { client: trx }
      )
      await new VerifyEmailNotification(created).queue(trx)
      return created
    })
  } catch (error) {
    // Two registrations of one new address at once: the unique index keeps one account.
    const winner = await User.findBy('email', input.email)
    if (winner) {
      await remindOwner(winner)
      return null
    }
    throw error
  }
  return user
}

async function remindOwner(owner: User, password?: string) {
  if (password) await hash.make(password)
  await limiter
    .use({ ...ATTEMPT_NOTICE_LIMIT })
    .attempt(`registration-attempt:${owner.id}`, () =>
      new RegistrationAttemptNotification(owner).queue()
    )
}
