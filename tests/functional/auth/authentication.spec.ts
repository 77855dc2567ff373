import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { PENDING_LOGIN_KEY } from '#infrastructure/session_keys'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import limiter from '@adonisjs/limiter/services/main'

test.group('Authentication', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('login screen can be rendered', async ({ client }) => {
    const response = await client.get('/login').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/login')
  })

  test('a signed-in user is sent from the login screen to the dashboard', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/login').loginAs(user).redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
  })

  test('users can authenticate using the login screen', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/login')
      .form({ email: user.email, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/dashboard')
    assert.equal(response.session('auth_web'), user.id)
  })

  test('the e-mail address is matched without regard to case', async ({ client, assert }) => {
    const user = await UserFactory.merge({ email: 'mixed.case@example.com' }).create()
    const response = await client
      .post('/login')
      .form({ email: '  Mixed.Case@Example.COM ', password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.session('auth_web'), user.id)
  })

  test('users with two-factor enabled are sent to the challenge, not signed in', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const response = await client
      .post('/login')
      .form({ email: user.email, password: PASSWORD, remember: 'true' })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/two-factor-challenge')
    assert.isUndefined(response.session('auth_web'))
    assert.deepEqual(response.session(PENDING_LOGIN_KEY), { id: user.id, remember: true })
  })

  test('users can not authenticate with an invalid password', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/login')
      .header('referer', '/login')
      .form({ email: user.email, password: 'wrong-password' })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/login')
    assert.equal(fieldError(response, 'email'), 'These credentials do not match our records.')
    assert.isUndefined(response.session('auth_web'))
  })

  test('the e-mail typed is kept after a failed attempt, the password is not', async ({
    client,
  }) => {
    const response = await client
      .post('/login')
      .form({ email: 'nobody@example.com', password: 'wrong-password' })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('email', 'nobody@example.com')
    response.assertFlashMissing('password')
  })

  test('users are rate limited after 5 failed attempts, with a translated retry time', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client
        .post('/login')
        .form({ email: user.email, password: 'wrong-password' })
        .withCsrfToken()
        .redirects(0)
      assert.equal(fieldError(response, 'email'), 'These credentials do not match our records.')
    }
    const blocked = await client
      .post('/login')
      .header('Accept-Language', 'sk')
      .form({ email: user.email, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.match(
      String(fieldError(blocked, 'email')),
      /^Príliš veľa pokusov o prihlásenie\. Skúste to znova o \d+ sek/
    )
    assert.isUndefined(blocked.session('auth_web'))
  })

  test('the limit is per e-mail address: another account is not blocked', async ({
    client,
    assert,
  }) => {
    const victim = await UserFactory.create()
    const other = await UserFactory.create()
    for (let attempt = 0; attempt < 6; attempt++) {
      await client
        .post('/login')
        .form({ email: victim.email, password: 'nope-nope' })
        .withCsrfToken()
    }
    const response = await client
      .post('/login')
      .form({ email: other.email, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    assert.equal(response.session('auth_web'), other.id)
  })

  test('"remember me" issues a long-lived remember-me token', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/login')
      .form({ email: user.email, password: PASSWORD, remember: 'true' })
      .withCsrfToken()
      .redirects(0)
    assert.exists(response.cookie('remember_web'))
    const tokens = await db.from('remember_me_tokens').where('tokenable_id', user.id)
    assert.lengthOf(tokens, 1)
    const days = (new Date(tokens[0].expires_at).getTime() - Date.now()) / 86_400_000
    assert.isAbove(days, 29)
  })

  test('users can logout', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client.post('/logout').loginAs(user).withCsrfToken().redirects(0)
    response.assertHeader('location', '/')
    assert.isUndefined(response.session('auth_web'))
  })

  test('a guest cannot log out: sent to the login page', async ({ client }) => {
    const response = await client.post('/logout').withCsrfToken().redirects(0)
    response.assertHeader('location', '/login')
  })

  test('logging in without a CSRF token is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/login')
      .form({ email: user.email, password: PASSWORD })
      .redirects(0)
    assert.isUndefined(response.session('auth_web'))
    assert.notEqual(response.header('location'), '/dashboard')
  })

  test('after login the user lands on the page they first asked for', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/login')
      .withSession({ url_intended: '/settings/password' })
      .form({ email: user.email, password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/settings/password')
  })
})
