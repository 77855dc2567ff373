import db from '@adonisjs/lucid/services/db'
import type User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import EmailChangedNotification from '#mails/email_changed_notification'

/*
| Saves the name and address. A new address is unverified until its link is followed, and the
| previous one is told of the change, in case it was not its owner who made it; both e-mails are
| stored in the outbox with the change.
*/
export async function updateProfile(
  user: User,
  { fullName, email }: { fullName: string; email: string }
) {
  const previousEmail = user.email
  const emailChanged = email !== previousEmail
  user.fullName = fullName
  if (emailChanged) {
    user.email = email
    user.emailVerifiedAt = null
  }
  await db.transaction(async (trx) => {
    user.useTransaction(trx)
    await user.save()
    if (emailChanged) {
      await new VerifyEmailNotification(user).queue(trx)
      await new EmailChangedNotification(user, previousEmail).queue(trx)
    }
  })
}
