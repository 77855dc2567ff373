import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import ResetPasswordNotification from '#mails/reset_password_notification'
import { createPasswordResetToken } from '#actions/auth/password_reset'
import { endStoredSessions, sessionExists, storeSessionFor } from '#tests/helpers/sessions'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import limiter from '@adonisjs/limiter/services/main'

const NEW_PASSWORD = 'a brand new passphrase'

test.group('Password reset', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('reset password link screen can be rendered', async ({ client }) => {
    const response = await client.get('/forgot-password').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/forgot_password')
  })

  test('reset password link can be requested', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.merge({ locale: 'sk' }).create()
    const response = await client
      .post('/forgot-password')
      .form({ email: user.email })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('status', {
      tone: 'success',
      message:
        'If an account exists for that address, we have sent it a link to reset the password.',
    })
    mails.assertQueued(ResetPasswordNotification, (message) => {
      message.message.assertTo(user.email)
      message.message.assertSubject('Obnovenie hesla k účtu Codeva')
      return true
    })
    const rows = await db.from('password_reset_tokens').where('user_id', user.id)
    assert.lengthOf(rows, 1)
    assert.match(rows[0].token_hash, /^[0-9a-f]{64}$/)
  })

  test('the answer for an unknown address is the same, and nothing is sent', async ({ client }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/forgot-password')
      .form({ email: 'nobody-here@example.com' })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('status', {
      tone: 'success',
      message:
        'If an account exists for that address, we have sent it a link to reset the password.',
    })
    mails.assertNoneQueued()
  })

  test('reset password screen can be rendered', async ({ client }) => {
    const user = await UserFactory.create()
    const token = await createPasswordResetToken(user)
    const response = await client.get(`/reset-password/${token}`).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/reset_password')
    response.assertInertiaPropsContains({ token, valid: true, email: user.email })
  })

  test('password can be reset with a valid token, once', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const token = await createPasswordResetToken(user)
    const response = await client
      .post('/reset-password')
      .form({ token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/login')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))

    const again = await client
      .post('/reset-password')
      .form({
        token,
        password: 'yet another passphrase',
        passwordConfirmation: 'yet another passphrase',
      })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(again, 'password'),
      'This password reset link is invalid or has expired.'
    )
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, NEW_PASSWORD))
  })

  test('password cannot be reset with an invalid token', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await createPasswordResetToken(user)
    const response = await client
      .post('/reset-password')
      .form({ token: 'x'.repeat(43), password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(response, 'password'),
      'This password reset link is invalid or has expired.'
    )
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, PASSWORD))
  })

  test('a token older than 60 minutes no longer works', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const token = await createPasswordResetToken(user)
    await db
      .from('password_reset_tokens')
      .where('user_id', user.id)
      .update({ expires_at: DateTime.now().minus({ minutes: 1 }).toJSDate() })
    const page = await client.get(`/reset-password/${token}`).withInertia()
    page.assertInertiaPropsContains({ valid: false })
    await client
      .post('/reset-password')
      .form({ token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
      .withCsrfToken()
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, PASSWORD))
  })

  test('resetting ends every session and remember-me token of the user', async ({
    client,
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const login = await client
      .post('/login')
      .form({ email: user.email, password: PASSWORD, remember: 'true' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(login.session('auth_web'), user.id)
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', user.id), 1)
    // Another browser signed in before the reset.
    const otherBrowser = await storeSessionFor(user)
    cleanup(() => endStoredSessions([otherBrowser]))

    const token = await createPasswordResetToken(user)
    await client
      .post('/reset-password')
      .form({ token, password: NEW_PASSWORD, passwordConfirmation: NEW_PASSWORD })
      .withCsrfToken()
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', user.id), 0)
    assert.isFalse(await sessionExists(otherBrowser))
  })

  test('the new password follows the password rules', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const token = await createPasswordResetToken(user)
    const response = await client
      .post('/reset-password')
      .form({ token, password: '12345678', passwordConfirmation: '12345678' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(response, 'password'),
      'This password is too common. Please choose another one.'
    )
  })
})
