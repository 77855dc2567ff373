import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import hash from '@adonisjs/core/services/hash'
import db from '@adonisjs/lucid/services/db'
import encryption from '@adonisjs/core/services/encryption'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import EmailChangedNotification from '#mails/email_changed_notification'
import { createPasswordResetToken, findUserByResetToken } from '#actions/auth/password_reset'
import { endStoredSessions, sessionExists, storeSessionFor } from '#tests/helpers/sessions'
import { recoveryCodes, twoFactorSecret } from '#actions/auth/two_factor'
import { UserFactory } from '#database/factories/user_factory'
import { authenticatorCode, PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import limiter from '@adonisjs/limiter/services/main'

const confirmed = () => ({ password_confirmed_at: Date.now() })

test.group('Settings: profile', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => mail.restore())

  test('profile page is displayed', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/settings/profile').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('settings/profile')
  })

  test('/settings opens the profile', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/settings').loginAs(user).redirects(0)
    response.assertHeader('location', '/settings/profile')
  })

  test('profile information can be updated', async ({ client, assert }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.create()
    const response = await client
      .put('/settings/profile')
      .loginAs(user)
      .form({ fullName: 'New Name', email: user.email })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/settings/profile')
    response.assertFlashMessage('success', 'Saved.')
    await user.refresh()
    assert.equal(user.fullName, 'New Name')
    assert.isNotNull(user.emailVerifiedAt)
    mails.assertNoneQueued()
  })

  test('changing the e-mail un-verifies it, sends a new link and tells the old address', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const user = await UserFactory.merge({ email: 'old@example.com' }).create()
    await client
      .put('/settings/profile')
      .loginAs(user)
      .form({ fullName: user.fullName, email: 'New@Example.com' })
      .withCsrfToken()
    await user.refresh()
    assert.equal(user.email, 'new@example.com')
    assert.isNull(user.emailVerifiedAt)
    mails.assertQueued(VerifyEmailNotification, (m) => m.message.hasTo('new@example.com'))
    mails.assertQueued(EmailChangedNotification, (m) => m.message.hasTo('old@example.com'))
  })

  test('an address used by another account is refused', async ({ client, assert }) => {
    await UserFactory.merge({ email: 'someone@example.com' }).create()
    const user = await UserFactory.create()
    const response = await client
      .put('/settings/profile')
      .loginAs(user)
      .form({ fullName: user.fullName, email: 'someone@example.com' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(response, 'email'),
      'An account with this email address already exists.'
    )
  })

  test('empty fields get the generic message beside them', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .put('/settings/profile')
      .header('Accept-Language', 'de')
      .loginAs(user)
      .form({ fullName: '', email: '' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'fullName'), 'Dieses Feld ist erforderlich.')
    assert.equal(fieldError(response, 'email'), 'Dieses Feld ist erforderlich.')
  })
})

test.group('Settings: password', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('password page is displayed', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/settings/password').loginAs(user).withInertia()
    response.assertInertiaComponent('settings/password')
  })

  test('a new password ends the other sessions, remember-me tokens and reset links; this session stays', async ({
    client,
    assert,
    cleanup,
  }) => {
    const user = await UserFactory.create()
    const otherDevice = await storeSessionFor(user)
    cleanup(() => endStoredSessions([otherDevice]))
    await User.rememberMeTokens.create(user, '30 days')
    const resetToken = await createPasswordResetToken(user)
    const response = await client
      .put('/settings/password')
      .loginAs(user)
      .form({
        currentPassword: PASSWORD,
        password: 'a different long passphrase',
        passwordConfirmation: 'a different long passphrase',
      })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Saved.')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, 'a different long passphrase'))
    assert.equal(response.session('auth_web'), user.id)
    assert.isFalse(await sessionExists(otherDevice))
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', user.id), 0)
    assert.isNull(await findUserByResetToken(resetToken))
  })

  test('correct password must be provided to update password', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .put('/settings/password')
      .loginAs(user)
      .form({
        currentPassword: 'wrong-password',
        password: 'a different long passphrase',
        passwordConfirmation: 'a different long passphrase',
      })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'currentPassword'), 'The password is incorrect.')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, PASSWORD))
  })
  test('after 5 wrong current passwords even the right one is refused for a while', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const change = (currentPassword: string) =>
      client
        .put('/settings/password')
        .loginAs(user)
        .form({
          currentPassword,
          password: 'a different long passphrase',
          passwordConfirmation: 'a different long passphrase',
        })
        .withCsrfToken()
        .redirects(0)
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await change('wrong-password')
      assert.equal(fieldError(wrong, 'currentPassword'), 'The password is incorrect.')
    }
    const refused = await change(PASSWORD)
    assert.match(fieldError(refused, 'currentPassword') ?? '', /^Too many login attempts/)
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, PASSWORD))
  })
})

test.group('Settings: two-factor', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the page needs a recent password confirmation', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/settings/two-factor').loginAs(user).redirects(0)
    response.assertHeader('location', '/confirm-password')
  })

  test('enabling shows a QR code and setup key; the secret is stored encrypted', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await client.post('/settings/two-factor').loginAs(user).withSession(confirmed()).withCsrfToken()
    await user.refresh()
    const secret = twoFactorSecret(user)!
    assert.match(secret, /^[A-Z2-7]{32}$/)
    assert.notInclude(user.twoFactorSecret!, secret)
    assert.isNull(user.twoFactorConfirmedAt)

    const page = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmed())
      .withInertia()
    page.assertInertiaComponent('settings/two_factor')
    assert.isFalse(page.inertiaProps.enabled)
    assert.equal(page.inertiaProps.setup.setupKey, secret)
    assert.include(page.inertiaProps.setup.qrCodeSvg, '<svg')
    assert.notProperty(page.inertiaProps, 'recoveryCodes')
  })

  test('confirming with a code from the app enables two-factor; the secret is then hidden', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await client.post('/settings/two-factor').loginAs(user).withSession(confirmed()).withCsrfToken()
    await user.refresh()
    const response = await client
      .post('/settings/two-factor/confirm')
      .loginAs(user)
      .withSession(confirmed())
      .form({ code: authenticatorCode(twoFactorSecret(user)!) })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Two-factor authentication is enabled.')
    await user.refresh()
    assert.isTrue(user.hasTwoFactorEnabled)

    const page = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmed())
      .withInertia()
    assert.isTrue(page.inertiaProps.enabled)
    assert.isNull(page.inertiaProps.setup)
    assert.notInclude(JSON.stringify(page.inertiaProps), twoFactorSecret(user)!)
    assert.notProperty(page.inertiaProps, 'recoveryCodes')
  })

  test('right after confirming, the recovery codes are on the page once', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await client.post('/settings/two-factor').loginAs(user).withSession(confirmed()).withCsrfToken()
    await user.refresh()
    const confirm = await client
      .post('/settings/two-factor/confirm')
      .loginAs(user)
      .withSession(confirmed())
      .form({ code: authenticatorCode(twoFactorSecret(user)!) })
      .withCsrfToken()
      .redirects(0)
    await user.refresh()

    const next = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmed())
      .withFlashMessages(confirm.flashMessages())
      .withInertia()
    assert.isTrue(next.inertiaProps.codesJustIssued)
    assert.lengthOf(next.inertiaProps.recoveryCodes, 8)
    assert.deepEqual(next.inertiaProps.recoveryCodes, recoveryCodes(user))
    assert.notInclude(JSON.stringify(next.inertiaProps), twoFactorSecret(user)!)

    const later = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmed())
      .withInertia()
    assert.isFalse(later.inertiaProps.codesJustIssued)
    assert.notProperty(later.inertiaProps, 'recoveryCodes')
  })

  test('regenerated codes are shown at once', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const regenerate = await client
      .post('/settings/two-factor/recovery-codes')
      .loginAs(user)
      .withSession(confirmed())
      .withCsrfToken()
      .redirects(0)
    await user.refresh()
    const next = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmed())
      .withFlashMessages(regenerate.flashMessages())
      .withInertia()
    assert.deepEqual(next.inertiaProps.recoveryCodes, recoveryCodes(user))
  })

  test('a wrong code does not enable two-factor', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await client.post('/settings/two-factor').loginAs(user).withSession(confirmed()).withCsrfToken()
    const response = await client
      .post('/settings/two-factor/confirm')
      .loginAs(user)
      .withSession(confirmed())
      .form({ code: '000000' === authenticatorCode() ? '111111' : '000000' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'code'), 'The two-factor authentication code is invalid.')
    await user.refresh()
    assert.isFalse(user.hasTwoFactorEnabled)
  })

  test('recovery codes are sent only when asked for, and can be regenerated', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const shown = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmed())
      .withInertiaPartialReload('settings/two_factor', ['recoveryCodes'])
    assert.deepEqual(shown.inertiaProps.recoveryCodes, recoveryCodes(user))

    await client
      .post('/settings/two-factor/recovery-codes')
      .loginAs(user)
      .withSession(confirmed())
      .withCsrfToken()
    const before = recoveryCodes(user)
    await user.refresh()
    const after = recoveryCodes(user)
    assert.lengthOf(after, 8)
    assert.notDeepEqual(after, before)
    for (const code of after) assert.match(code, /^[a-z0-9]{5}-[a-z0-9]{5}$/)
    assert.notInclude(user.twoFactorRecoveryCodes!, after[0])
    assert.deepEqual(encryption.decrypt(user.twoFactorRecoveryCodes!), after)
  })

  test('two-factor can be disabled', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    await client
      .delete('/settings/two-factor')
      .loginAs(user)
      .withSession(confirmed())
      .withCsrfToken()
    await user.refresh()
    assert.isFalse(user.hasTwoFactorEnabled)
    assert.isNull(user.twoFactorSecret)
    assert.isNull(user.twoFactorRecoveryCodes)
  })
})

test.group('Settings: delete account', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the page says the deletion is irreversible before asking', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client.get('/settings/account').loginAs(user).withInertia()
    response.assertInertiaComponent('settings/account')
    const html = (await client.get('/settings/account').loginAs(user)).text()
    assert.include(html, 'This cannot be undone.')
    assert.include(html, 'permanently removed')
  })

  test('user can delete their account: user, tokens and session removed', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const login = await client
      .post('/login')
      .form({ email: user.email, password: PASSWORD, remember: 'true' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(login.session('auth_web'), user.id)
    const response = await client
      .delete('/settings/account')
      .loginAs(user)
      .form({ password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/')
    response.assertFlashMessage('success', 'Your account has been deleted.')
    assert.isUndefined(response.session('auth_web'))
    assert.isNull(await User.find(user.id))
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', user.id), 0)

    const again = await client
      .post('/login')
      .form({ email: user.email, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(again, 'email'), 'These credentials do not match our records.')
  })

  test('correct password must be provided before the account can be deleted', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .delete('/settings/account')
      .loginAs(user)
      .form({ password: 'wrong-password' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'password'), 'The password is incorrect.')
    assert.isNotNull(await User.find(user.id))
  })
  test('after 5 wrong passwords even the right one does not delete the account', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const destroy = (password: string) =>
      client
        .delete('/settings/account')
        .loginAs(user)
        .form({ password })
        .withCsrfToken()
        .redirects(0)
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await destroy('wrong-password')
      assert.equal(fieldError(wrong, 'password'), 'The password is incorrect.')
    }
    const refused = await destroy(PASSWORD)
    assert.match(fieldError(refused, 'password') ?? '', /^Too many login attempts/)
    assert.isNotNull(await User.find(user.id))
  })
})
