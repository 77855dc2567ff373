import router from '@adonisjs/core/services/router'
import { mailPreviewEnabled } from '#config/mail'
import { middleware } from '#start/kernel'
import { controllers } from '#generated/controllers'

/*
| Sign-in (with a password or a passkey), registration, password reset, e-mail verification, password confirmation and the
| two-factor challenge (paths from DESIGN.md; names used by pages through Link/Form).
*/
router
  .group(() => {
    router.get('login', [controllers.auth.Session, 'create']).as('session.create')
    router.post('login', [controllers.auth.Session, 'store']).as('session.store')
    router
      .post('login/passkey/options', [controllers.auth.PasskeyLogin, 'options'])
      .as('passkey_login.options')
    router.post('login/passkey', [controllers.auth.PasskeyLogin, 'store']).as('passkey_login.store')

    router.get('register', [controllers.auth.NewAccount, 'create']).as('new_account.create')
    router.post('register', [controllers.auth.NewAccount, 'store']).as('new_account.store')

    router.get('forgot-password', [controllers.auth.PasswordReset, 'create']).as('password.request')
    router.post('forgot-password', [controllers.auth.PasswordReset, 'store']).as('password.email')
    router
      .get('reset-password/:token', [controllers.auth.PasswordReset, 'edit'])
      .as('password.reset')
    router.post('reset-password', [controllers.auth.PasswordReset, 'update']).as('password.store')

    router
      .get('two-factor-challenge', [controllers.auth.TwoFactorChallenge, 'create'])
      .as('two_factor.challenge')
    router
      .post('two-factor-challenge', [controllers.auth.TwoFactorChallenge, 'store'])
      .as('two_factor.challenge.store')
  })
  .use(middleware.guest())

router
  .group(() => {
    router.post('logout', [controllers.auth.Session, 'destroy']).as('session.destroy')

    router
      .post('email/verification-notification', [controllers.auth.EmailVerification, 'send'])
      .as('verification.send')

    router
      .get('confirm-password', [controllers.auth.ConfirmPassword, 'show'])
      .as('password.confirm')
    router
      .post('confirm-password', [controllers.auth.ConfirmPassword, 'store'])
      .as('password.confirm.store')
    router
      .post('confirm-password/passkey/options', [controllers.auth.PasskeyConfirmation, 'options'])
      .as('password.confirm.passkey_options')
    router
      .post('confirm-password/passkey', [controllers.auth.PasskeyConfirmation, 'store'])
      .as('password.confirm.passkey')
  })
  .use(middleware.auth())

/*
| The link in the verification e-mail: signed in or not (a guest in the browser that registered
| is signed in by it, once; elsewhere it verifies and asks for the password).
*/
router
  .get('email/verify/:id/:hash', [controllers.auth.EmailVerification, 'verify'])
  .as('verification.verify')

/* Signed in and unverified, or a guest who has just registered ("check your inbox"). */
router.get('verify-email', [controllers.auth.EmailVerification, 'show']).as('verification.notice')

/* Development mailbox (app/infrastructure/dev_mailbox.ts): off in production unless MAIL_PREVIEW. */
if (mailPreviewEnabled) {
  router.get('dev/mailbox', [controllers.auth.DevMailbox, 'index']).as('dev.mailbox')
  router.get('dev/mailbox/:id', [controllers.auth.DevMailbox, 'show']).as('dev.mailbox.show')
}
