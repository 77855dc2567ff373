import type { SessionData } from '@adonisjs/session/types'
import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type { ApiClient } from '@japa/api-client'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import { PASSWORD_CONFIRMED_KEY } from '#infrastructure/session_keys'
import { authenticatorForApp, registerPasskey } from '#tests/helpers/passkeys'
import type { Bend, SoftwareAuthenticator } from '#tests/helpers/software_authenticator'

/* "Confirm your password" answered with a passkey, as the page's button does it. */
async function confirmWithPasskey(
  client: ApiClient,
  user: User,
  authenticator: SoftwareAuthenticator,
  bend: Bend = {},
  session: SessionData = {}
) {
  const options = await client
    .post('/confirm-password/passkey/options')
    .loginAs(user)
    .withSession(session)
    .withCsrfToken()
  return client
    .post('/confirm-password/passkey')
    .loginAs(user)
    .withSession(options.session())
    .withCsrfToken()
    .json({ credential: authenticator.assert(options.body(), bend) })
    .redirects(0)
}

test.group('Confirming the password with a passkey', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the page offers a passkey only to a user who has one', async ({ client }) => {
    const without = await UserFactory.create()
    const page = await client.get('/confirm-password').loginAs(without).withInertia()
    page.assertInertiaPropsContains({ canUsePasskey: false })

    const withPasskey = await UserFactory.create()
    await registerPasskey(client, withPasskey, authenticatorForApp())
    const offered = await client.get('/confirm-password').loginAs(withPasskey).withInertia()
    offered.assertInertiaPropsContains({ canUsePasskey: true })
  })

  test('the user’s own passkey confirms and returns to the page asked for', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const authenticator = authenticatorForApp()
    const { credential } = await registerPasskey(client, user, authenticator)

    const options = await client
      .post('/confirm-password/passkey/options')
      .loginAs(user)
      .withCsrfToken()
    assert.deepEqual(
      options.body().allowCredentials.map((entry: { id: string }) => entry.id),
      [credential.id]
    )

    const response = await confirmWithPasskey(
      client,
      user,
      authenticator,
      {},
      {
        url_intended: '/settings/passkeys',
      }
    )
    response.assertHeader('location', '/settings/passkeys')
    assert.isNumber(response.session(PASSWORD_CONFIRMED_KEY))
    const page = await client
      .get('/settings/passkeys')
      .loginAs(user)
      .withSession(response.session())
      .withInertia()
    page.assertInertiaComponent('settings/passkeys')
  })

  test('another user’s passkey does not confirm', async ({ client, assert }) => {
    const [owner, other] = await UserFactory.createMany(2)
    const authenticator = authenticatorForApp()
    await registerPasskey(client, owner, authenticator)
    await registerPasskey(client, other, authenticatorForApp())

    const response = await confirmWithPasskey(client, other, authenticator)
    response.assertHeader('location', '/confirm-password')
    assert.equal(
      fieldError(response, 'passkey'),
      'This passkey is not linked to an account here. It may have been removed: log in with your password instead.'
    )
    assert.isUndefined(response.session(PASSWORD_CONFIRMED_KEY))
  })

  test('guesses share the password confirmation’s limit', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const authenticator = authenticatorForApp()
    await registerPasskey(client, user, authenticator)
    for (let attempt = 0; attempt < 5; attempt++) {
      await confirmWithPasskey(client, user, authenticator, { userVerified: false })
    }
    const right = await confirmWithPasskey(client, user, authenticator)
    assert.match(fieldError(right, 'passkey')!, /^Too many login attempts/)
    assert.isUndefined(right.session(PASSWORD_CONFIRMED_KEY))

    const password = await client
      .post('/confirm-password')
      .loginAs(user)
      .withCsrfToken()
      .form({ password: PASSWORD })
      .redirects(0)
    assert.match(fieldError(password, 'password')!, /^Too many login attempts/)
  })

  test('a guest is sent to log in', async ({ client }) => {
    for (const url of ['/confirm-password/passkey/options', '/confirm-password/passkey']) {
      const response = await client.post(url).withCsrfToken().redirects(0)
      response.assertHeader('location', '/login')
    }
  })
})
