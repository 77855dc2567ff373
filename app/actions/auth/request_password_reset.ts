import db from '@adonisjs/lucid/services/db'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { createPasswordResetToken } from '#actions/auth/password_reset'
import ResetPasswordNotification from '#mails/reset_password_notification'

/*
| "Forgot password": e-mails a reset link when the address has an account, at most once a minute
| per address, so the form cannot flood anyone's inbox. The caller answers the same either way.
*/
export async function requestPasswordReset(email: string) {
  const user = await User.findBy('email', email)
  if (!user) return
  await limiter.use({ requests: 1, duration: '1 minute' }).attempt(`password-reset:${email}`, () =>
    // The link and its e-mail are stored together: a link is never left without its e-mail.
    db.transaction(async (trx) => {
      const token = await createPasswordResetToken(user, trx)
      await new ResetPasswordNotification(user, token).queue(trx)
    })
  )
}
