import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import router from '@adonisjs/core/services/router'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { emailHash, verificationUrl } from '#actions/auth/email_verification'
import { UserFactory } from '#database/factories/user_factory'
import limiter from '@adonisjs/limiter/services/main'

/* The path and query of a link as the e-mail carries it. */
function pathOf(url: string) {
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

test.group('Email verification', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('verification notice screen can be rendered for an unverified user', async ({ client }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client.get('/verify-email').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/verify_email')
  })

  test('a verified user visiting the notice goes to the dashboard', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/verify-email').loginAs(user).redirects(0)
    response.assertHeader('location', '/dashboard')
  })

  test('email can be verified with the signed link', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client
      .get(pathOf(verificationUrl(user)))
      .loginAs(user)
      .redirects(0)
    response.assertHeader('location', '/dashboard')
    response.assertFlashMessage('success', 'Thank you, your email address is verified.')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('email is not verified with an invalid hash', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const url = router.urlBuilder.signedUrlFor(
      'verification.verify',
      { id: user.id, hash: emailHash('someone-else@example.com') },
      { purpose: 'verify-email' }
    )
    const response = await client.get(url).loginAs(user).redirects(0)
    response.assertHeader('location', '/verify-email')
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('email is not verified with another user id', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const other = await UserFactory.apply('unverified').create()
    const response = await client
      .get(pathOf(verificationUrl(other)))
      .loginAs(user)
      .redirects(0)
    response.assertHeader('location', '/verify-email')
    await user.refresh()
    await other.refresh()
    assert.isNull(user.emailVerifiedAt)
    assert.isNull(other.emailVerifiedAt)
  })

  test('email is not verified without a valid signature', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client
      .get(`/email/verify/${user.id}/${emailHash(user.email)}?signature=forged`)
      .loginAs(user)
      .redirects(0)
    response.assertHeader('location', '/verify-email')
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('an expired link does not verify', async ({ client, assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const url = router.urlBuilder.signedUrlFor(
      'verification.verify',
      { id: user.id, hash: emailHash(user.email) },
      { purpose: 'verify-email', expiresIn: -60 }
    )
    await client.get(url).loginAs(user).redirects(0)
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('an already verified user is not verified again', async ({ client, assert }) => {
    const user = await UserFactory.create()
    user.emailVerifiedAt = DateTime.fromISO('2024-01-01T10:00:00Z')
    await user.save()
    const response = await client
      .get(pathOf(verificationUrl(user)))
      .loginAs(user)
      .redirects(0)
    response.assertHeader('location', '/dashboard')
    await user.refresh()
    assert.equal(user.emailVerifiedAt!.toISO(), DateTime.fromISO('2024-01-01T10:00:00Z').toISO())
  })

  test('a guest following the link in another browser is verified and asked for the password', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client.get(pathOf(verificationUrl(user))).redirects(0)
    response.assertHeader('location', '/login')
    response.assertFlashMessage('status', {
      tone: 'success',
      message:
        'Your email address is verified. Log in with your password: only the browser you registered in is signed in by the link.',
    })
    assert.isUndefined(response.session('auth_web'))
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)
  })

  test('a guest with a forged link is told, and nothing is verified', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client
      .get(`/email/verify/${user.id}/${emailHash(user.email)}?signature=forged`)
      .redirects(0)
    response.assertHeader('location', '/login')
    response.assertFlashMessage('status', {
      tone: 'error',
      message: 'This verification link is invalid or has expired. Log in to request a new one.',
    })
    await user.refresh()
    assert.isNull(user.emailVerifiedAt)
  })

  test('a new verification link is sent to an unverified user', async ({ client }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.apply('unverified').merge({ locale: 'cs' }).create()
    const response = await client
      .post('/email/verification-notification')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('status', {
      tone: 'success',
      message: 'A new verification link has been sent to your email address.',
    })
    response.assertFlashMissing('success')
    mails.assertQueued(VerifyEmailNotification, (message) => {
      message.message.assertTo(user.email)
      message.message.assertSubject('Ověřte svou e-mailovou adresu pro Codeva')
      return true
    })
  })

  test('no verification link is sent to a verified user', async ({ client }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.create()
    const response = await client
      .post('/email/verification-notification')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/dashboard')
    mails.assertNoneQueued()
  })

  test('the verification e-mail carries a working signed link in HTML and text', async ({
    assert,
  }) => {
    const user = await UserFactory.apply('unverified').create()
    const message = new VerifyEmailNotification(user)
    await message.buildWithContents()
    const link = `/email/verify/${user.id}/${emailHash(user.email)}`
    message.message.assertContent('html', link)
    message.message.assertContent('text', link)
    message.message.assertContent('text', 'Verify email address')
    assert.isTrue(true)
  })

  test("the e-mail's button is in the product's colour", async ({ assert }) => {
    const user = await UserFactory.apply('unverified').create()
    const message = new VerifyEmailNotification(user)
    await message.buildWithContents()
    // The light theme's --primary (oklch(0.48 0.2 264), inertia/css/app.css) as e-mail clients read it.
    message.message.assertContent('html', 'background:#1f4fcc;color:#ffffff')
    assert.isTrue(true)
  })
})

test.group('Dashboard', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('guests are redirected to the login page', async ({ client }) => {
    const response = await client.get('/dashboard').redirects(0)
    response.assertHeader('location', '/login')
  })

  test('unverified users are sent to the verification notice', async ({ client }) => {
    const user = await UserFactory.apply('unverified').create()
    const response = await client.get('/dashboard').loginAs(user).redirects(0)
    response.assertHeader('location', '/verify-email')
  })

  test('verified users can visit the dashboard', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/dashboard').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('dashboard')
  })
})
