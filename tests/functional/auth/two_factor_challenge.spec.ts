import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { PENDING_LOGIN_KEY } from '#infrastructure/session_keys'
import { recoveryCodes } from '#actions/auth/two_factor'
import { UserFactory } from '#database/factories/user_factory'
import { authenticatorCode, TEST_RECOVERY_CODES } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import limiter from '@adonisjs/limiter/services/main'

test.group('Two-factor challenge', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the challenge redirects to login without a first step', async ({ client }) => {
    const response = await client.get('/two-factor-challenge').redirects(0)
    response.assertHeader('location', '/login')
  })

  test('the challenge can be rendered after the password step', async ({ client }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const response = await client
      .get('/two-factor-challenge')
      .withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/two_factor_challenge')
  })

  test('going back to the login form forgets the half-finished login', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const back = await client
      .get('/login')
      .withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
      .withInertia()
    back.assertInertiaComponent('auth/login')
    assert.isUndefined(back.session(PENDING_LOGIN_KEY))

    const challenge = await client
      .get('/two-factor-challenge')
      .withSession(back.session())
      .redirects(0)
    challenge.assertHeader('location', '/login')
  })

  test('a code from an authenticator app signs the user in', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const response = await client
      .post('/two-factor-challenge')
      .withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
      .form({ code: authenticatorCode() })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/dashboard')
    assert.equal(response.session('auth_web'), user.id)
    assert.isUndefined(response.session(PENDING_LOGIN_KEY))
  })

  test('a wrong code is refused', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const wrong = authenticatorCode() === '000000' ? '111111' : '000000'
    const response = await client
      .post('/two-factor-challenge')
      .withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
      .form({ code: wrong })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'code'), 'The two-factor authentication code is invalid.')
    assert.isUndefined(response.session('auth_web'))
  })

  test('a code that is not 6 digits gets the format message', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const response = await client
      .post('/two-factor-challenge')
      .withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
      .form({ code: '12ab' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'code'), 'Enter the 6-digit code.')
  })

  test('a recovery code signs in once and is then used up', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const first = await client
      .post('/two-factor-challenge')
      .withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
      .form({ recoveryCode: TEST_RECOVERY_CODES[0] })
      .withCsrfToken()
      .redirects(0)
    assert.equal(first.session('auth_web'), user.id)
    await user.refresh()
    assert.deepEqual(recoveryCodes(user), TEST_RECOVERY_CODES.slice(1))

    const second = await client
      .post('/two-factor-challenge')
      .withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
      .form({ recoveryCode: TEST_RECOVERY_CODES[0] })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(second, 'recoveryCode'),
      'The recovery code is invalid or has already been used.'
    )
    assert.isUndefined(second.session('auth_web'))
  })

  test('the challenge is throttled after 5 wrong codes', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const session = { [PENDING_LOGIN_KEY]: { id: user.id, remember: false } }
    for (let attempt = 0; attempt < 5; attempt++) {
      await client
        .post('/two-factor-challenge')
        .withSession(session)
        .form({ recoveryCode: 'zzzzz-zzzzz' })
        .withCsrfToken()
    }
    const response = await client
      .post('/two-factor-challenge')
      .withSession(session)
      .form({ code: authenticatorCode() })
      .withCsrfToken()
      .redirects(0)
    assert.match(
      String(fieldError(response, 'code')),
      /^Too many login attempts\. Please try again in \d+ seconds?\.$/
    )
    assert.isUndefined(response.session('auth_web'))
  })

  test('a signed-in user cannot reach the challenge', async ({ client }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const response = await client.get('/two-factor-challenge').loginAs(user).redirects(0)
    response.assertHeader('location', '/dashboard')
  })
})

test.group('Password confirmation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('confirm password screen can be rendered', async ({ client }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const response = await client.get('/confirm-password').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/confirm_password')
  })

  test('guests cannot see it', async ({ client }) => {
    const response = await client.get('/confirm-password').redirects(0)
    response.assertHeader('location', '/login')
  })

  test('password can be confirmed and the user goes on to the secure area', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const response = await client
      .post('/confirm-password')
      .loginAs(user)
      .withSession({ url_intended: '/settings/two-factor' })
      .form({ password: 'correct horse battery staple' })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/settings/two-factor')
    assert.isAbove(Number(response.session('password_confirmed_at')), Date.now() - 10_000)
  })

  test('password is not confirmed with an invalid password', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const response = await client
      .post('/confirm-password')
      .loginAs(user)
      .form({ password: 'wrong password' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'password'), 'The password is incorrect.')
    assert.isUndefined(response.session('password_confirmed_at'))
  })

  test('the secure area asks again after 3 hours', async ({ client }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const recent = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession({ password_confirmed_at: Date.now() - 2 * 3600_000 })
      .withInertia()
    recent.assertStatus(200)
    const stale = await client
      .get('/settings/two-factor')
      .loginAs(user)
      .withSession({ password_confirmed_at: Date.now() - 3 * 3600_000 - 1000 })
      .redirects(0)
    stale.assertHeader('location', '/confirm-password')
  })
})
