import type User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import EmailChangedNotification from '#mails/email_changed_notification'

/*
| Saves the name and address. A new address is unverified until its link is followed, and the
| previous one is told of the change, in case it was not its owner who made it.
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
  await user.save()
  if (emailChanged) {
    await new VerifyEmailNotification(user).queue()
    await new EmailChangedNotification(user, previousEmail).queue()
  }
}
