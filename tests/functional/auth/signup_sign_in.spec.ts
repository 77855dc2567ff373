import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import User from '#models/user'
import { verificationUrl } from '#actions/auth/email_verification'
import { UserFactory } from '#database/factories/user_factory'
import { SIGNUP_SIGN_IN_KEY } from '#infrastructure/session_keys'

/*
| Registering does not sign in (against account enumeration), but the verification link signs
| in the browser that registered, once; anywhere else it verifies and asks for the password.
*/
const form = (email: string) => ({
  fullName: 'Jana Nováková',
  email,
  password: 'a long and unusual passphrase',
  passwordConfirmation: 'a long and unusual passphrase',
  acceptTerms: 'true',
})

function pathOf(url: string) {
  const parsed = new URL(url)
  return parsed.pathname + parsed.search
}

async function register(client: any, email: string) {
  const response = await client.post('/register').form(form(email)).withCsrfToken().redirects(0)
  response.assertHeader('location', '/verify-email')
  const user = await User.findByOrFail('email', email)
  return { session: response.session(), link: pathOf(verificationUrl(user)), user }
}

test.group('Sign-up: the verification link signs in the registering browser', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.setup(() => {
    mail.fake()
  })
  group.each.teardown(() => mail.restore())

  test('same browser: verified, signed in, and welcomed on the dashboard', async ({
    client,
    assert,
  }) => {
    const { session, link, user } = await register(client, 'same@example.com')
    assert.isUndefined(session.auth_web, 'registering alone signs nobody in')

    const followed = await client.get(link).withSession(session).redirects(0)
    followed.assertHeader('location', '/dashboard')
    assert.equal(followed.session('auth_web'), user.id)
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)

    const dashboard = await client.get('/dashboard').withSession(followed.session())
    dashboard.assertStatus(200)
    assert.include(dashboard.text(), 'Welcome, Jana Nováková')
    assert.include(dashboard.text(), 'Start your first project')
  })

  test('another browser: verified, not signed in, and the login page says why', async ({
    client,
    assert,
  }) => {
    const { link, user } = await register(client, 'other@example.com')
    const followed = await client.get(link).redirects(0)
    followed.assertHeader('location', '/login')
    assert.isUndefined(followed.session('auth_web'))
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)

    followed.assertFlashMessage('status', {
      tone: 'success',
      message:
        'Your email address is verified. Log in with your password: only the browser you registered in is signed in by the link.',
    })
    const login = await client
      .get('/login')
      .withSession(followed.session())
      .withFlashMessages(followed.flashMessages())
    assert.include(login.text(), 'only the browser you registered in is signed in by the link')
  })

  test('a link used once signs nobody in afterwards, not even in the registering browser', async ({
    client,
    assert,
  }) => {
    const { session, link } = await register(client, 'reused@example.com')
    // Opened first elsewhere (a mail scanner, a phone): it verifies there.
    await client.get(link).redirects(0)

    const again = await client.get(link).withSession(session).redirects(0)
    again.assertHeader('location', '/login')
    again.assertFlashMessage('status', {
      tone: 'success',
      message:
        'This link has already been used and your email address is verified. Log in with your password.',
    })
    assert.isUndefined(again.session('auth_web'))
  })

  test("the registering browser is not signed in by another account's link", async ({
    client,
    assert,
  }) => {
    const { session } = await register(client, 'mine@example.com')
    const stranger = await UserFactory.apply('unverified').create()
    const followed = await client
      .get(pathOf(verificationUrl(stranger)))
      .withSession(session)
      .redirects(0)
    followed.assertHeader('location', '/login')
    assert.isUndefined(followed.session('auth_web'))
  })

  test('the claim is short-lived: an old one signs nobody in', async ({ client, assert }) => {
    const { session, link } = await register(client, 'late@example.com')
    const claim = session[SIGNUP_SIGN_IN_KEY] as { expiresAt: number }
    const expired = { ...session, [SIGNUP_SIGN_IN_KEY]: { ...claim, expiresAt: Date.now() - 1 } }
    const followed = await client.get(link).withSession(expired).redirects(0)
    followed.assertHeader('location', '/login')
    assert.isUndefined(followed.session('auth_web'))
  })

  test('registering an address that already has an account claims no account', async ({
    client,
    assert,
  }) => {
    const existing = await UserFactory.apply('unverified').create()
    const response = await client
      .post('/register')
      .form(form(existing.email))
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/verify-email')
    assert.isNull(response.session(SIGNUP_SIGN_IN_KEY).userId)
    // Even the owner's own link, opened in that browser, only verifies.
    const followed = await client
      .get(pathOf(verificationUrl(existing)))
      .withSession(response.session())
      .redirects(0)
    followed.assertHeader('location', '/login')
    assert.isUndefined(followed.session('auth_web'))
  })
})
