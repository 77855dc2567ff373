import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'

/* "Resend the link": at most 6 a minute per user. Answers false when refused for that. */
export async function resendVerificationLink(user: User) {
  const sent = await limiter
    .use({ requests: 6, duration: '1 minute' })
    .attempt(`verification:${user.id}`, async () => {
      await new VerifyEmailNotification(user).queue()
      return true
    })
  return sent === true
}
