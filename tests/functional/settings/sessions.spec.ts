import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import User from '#models/user'
import { endStoredSessions, sessionExists, storeSessionFor } from '#tests/helpers/sessions'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import limiter from '@adonisjs/limiter/services/main'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

async function rememberMeToken(user: User) {
  return User.rememberMeTokens.create(user, '30 days')
}

test.group('Settings: browser sessions', (group) => {
  const stored: string[] = []
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => endStoredSessions(stored))

  test('a guest is sent to the login page', async ({ client }) => {
    const response = await client.get('/settings/sessions').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('a guest cannot log anyone out', async ({ client, assert }) => {
    const user = await UserFactory.create()
    stored.push(await storeSessionFor(user))
    const response = await client
      .delete('/settings/sessions')
      .form({ password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/login')
    assert.isTrue(await sessionExists(stored[0]))
  })

  test('lists this device first, then the other devices of this user only', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const stranger = await UserFactory.create()
    stored.push(
      await storeSessionFor(user, {
        userAgent: IPHONE,
        ip: '203.0.113.9',
        lastActiveAt: Date.now() - 3 * 3600_000,
      }),
      await storeSessionFor(user, { lastActiveAt: Date.now() - 10 * 60_000 }),
      await storeSessionFor(stranger, { ip: '192.0.2.200' })
    )

    const response = await client
      .get('/settings/sessions')
      .loginAs(user)
      .header('User-Agent', WINDOWS_CHROME)
      .withInertia()
    response.assertInertiaComponent('settings/sessions')
    const sessions = response.inertiaProps.sessions as Record<string, unknown>[]
    assert.lengthOf(sessions, 3)
    assert.containsSubset(sessions[0], {
      current: true,
      browser: 'Chrome',
      os: 'Windows',
      kind: 'desktop',
    })
    assert.containsSubset(sessions[1], { current: false, browser: 'Firefox', os: 'Linux' })
    assert.containsSubset(sessions[2], {
      current: false,
      browser: 'Safari',
      os: 'iOS',
      kind: 'phone',
      ip: '203.0.113.9',
    })
    // The other user's device is not there, and no session id (the key to a session) is sent.
    const body = JSON.stringify(response.inertiaProps)
    assert.notInclude(body, '192.0.2.200')
    for (const id of stored) assert.notInclude(body, id)
  })

  test('a wrong password ends nothing and says so beside the field', async ({ client, assert }) => {
    const user = await UserFactory.create()
    stored.push(await storeSessionFor(user))
    await rememberMeToken(user)
    const response = await client
      .delete('/settings/sessions')
      .loginAs(user)
      .header('Referer', '/settings/sessions')
      .form({ password: 'not my password' })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/settings/sessions')
    assert.equal(fieldError(response, 'password'), 'The password is incorrect.')
    assert.isTrue(await sessionExists(stored[0]))
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', user.id), 1)
  })

  test('the error is in the reader’s language', async ({ client, assert }) => {
    const user = await UserFactory.merge({ locale: 'sk' }).create()
    const response = await client
      .delete('/settings/sessions')
      .loginAs(user)
      .header('Accept-Language', 'sk')
      .form({ password: 'not my password' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'password'), 'Heslo nie je správne.')
  })

  test('the right password ends the other sessions and remember-me tokens, not this one', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const stranger = await UserFactory.create()
    stored.push(await storeSessionFor(user), await storeSessionFor(user))
    const strangersSession = await storeSessionFor(stranger)
    stored.push(strangersSession)
    await rememberMeToken(user)
    await rememberMeToken(stranger)

    const response = await client
      .delete('/settings/sessions')
      .loginAs(user)
      .form({ password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/settings/sessions')
    response.assertFlashMessage('success', 'Your other browser sessions have been logged out.')
    assert.equal(response.session('auth_web'), user.id)
    assert.isFalse(await sessionExists(stored[0]))
    assert.isFalse(await sessionExists(stored[1]))
    assert.isTrue(await sessionExists(strangersSession))
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', user.id), 0)
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', stranger.id), 1)
  })

  test('a remembered device keeps being remembered, with a fresh token of its own', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const mine = await rememberMeToken(user)
    await rememberMeToken(user)
    const response = await client
      .delete('/settings/sessions')
      .loginAs(user)
      .withEncryptedCookie('remember_web', mine.value!.release())
      .form({ password: PASSWORD })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('success', 'Your other browser sessions have been logged out.')
    const tokens = await db.from('remember_me_tokens').where('tokenable_id', user.id)
    assert.lengthOf(tokens, 1)
    assert.notEqual(tokens[0].id, mine.identifier)
    assert.exists(response.cookie('remember_web')?.value)
  })

  test('without the CSRF token nothing is ended', async ({ client, assert }) => {
    const user = await UserFactory.create()
    stored.push(await storeSessionFor(user))
    const response = await client
      .delete('/settings/sessions')
      .loginAs(user)
      .form({ password: PASSWORD })
      .redirects(0)
    assert.notEqual(response.header('location'), '/settings/sessions')
    assert.isUndefined(response.flashMessage('success'))
    assert.isTrue(await sessionExists(stored[0]))
  })

  test('an empty password is refused with a message', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .delete('/settings/sessions')
      .loginAs(user)
      .form({})
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'password'), 'This field is required.')
  })
})
