import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import logger from '@adonisjs/core/services/logger'
import { appUrl } from '#config/app'
import type User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import ResetPasswordNotification from '#mails/reset_password_notification'
import EmailChangedNotification from '#mails/email_changed_notification'
import RegistrationAttemptNotification from '#mails/registration_attempt_notification'
import { verificationUrl } from '#actions/auth/email_verification'

/*
| The account e-mails, queued (mail.sendLater). A queue that cannot take the job is logged and
| does not undo what the user just did: the verification link can be asked for again.
*/
function recipient(user: User, email = user.email) {
  return { email, fullName: user.fullName, locale: user.locale }
}

async function queue(send: () => Promise<unknown>) {
  try {
    await send()
  } catch (error) {
    logger.error({ err: error }, 'Could not queue an e-mail')
  }
}

export function sendVerificationEmail(user: User) {
  return queue(() =>
    mail.sendLater(new VerifyEmailNotification(recipient(user), verificationUrl(user)))
  )
}

export function sendPasswordResetEmail(user: User, token: string) {
  const url = router.urlBuilder.urlFor('password.reset', { token }, { prefixUrl: appUrl })
  return queue(() => mail.sendLater(new ResetPasswordNotification(recipient(user), url)))
}

export function sendEmailChangedNotice(user: User, previousEmail: string) {
  return queue(() =>
    mail.sendLater(new EmailChangedNotification(recipient(user, previousEmail), user.email))
  )
}

export function sendRegistrationAttemptNotice(user: User) {
  const urls = {
    login: router.urlBuilder.urlFor('session.create', {}, { prefixUrl: appUrl }),
    reset: router.urlBuilder.urlFor('password.request', {}, { prefixUrl: appUrl }),
  }
  return queue(() => mail.sendLater(new RegistrationAttemptNotification(recipient(user), urls)))
}
