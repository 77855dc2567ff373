import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Passkey from '#models/passkey'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import { PASSKEY_CHALLENGES_KEY, PENDING_LOGIN_KEY } from '#infrastructure/session_keys'
import {
  authenticatorForApp,
  loginOptions,
  loginWithPasskey,
  postLoginAssertion,
  registerPasskey,
} from '#tests/helpers/passkeys'

const NOT_VERIFIED = 'This passkey could not be verified. Please try again.'
const EXPIRED = 'The passkey request has expired. Please try again.'
const UNKNOWN =
  'This passkey is not linked to an account here. It may have been removed: log in with your password instead.'

async function userWithPasskey(client: Parameters<typeof registerPasskey>[0], twoFactor = false) {
  const user = await (twoFactor ? UserFactory.apply('twoFactor') : UserFactory).create()
  const authenticator = authenticatorForApp()
  const { credential } = await registerPasskey(client, user, authenticator)
  return { user, authenticator, credentialId: credential.id }
}

test.group('Logging in with a passkey', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the options name no account and require user verification', async ({ client, assert }) => {
    const options = await loginOptions(client)
    options.assertStatus(200)
    assert.deepEqual(options.body().allowCredentials, [])
    assert.equal(options.body().userVerification, 'required')
    assert.equal(
      options.session(PASSKEY_CHALLENGES_KEY).login[0].challenge,
      options.body().challenge
    )
  })

  test('a passkey signs the user in with a new session and records its use', async ({
    client,
    assert,
  }) => {
    const { user, authenticator, credentialId } = await userWithPasskey(client)
    const options = await loginOptions(client)
    const response = await postLoginAssertion(
      client,
      options.session(),
      authenticator.assert(options.body())
    )
    response.assertHeader('location', '/dashboard')
    assert.equal(response.session('auth_web'), user.id)
    assert.notEqual(response.cookie('session')?.value, options.cookie('session')?.value)
    assert.lengthOf(await db.from('remember_me_tokens').where('tokenable_id', user.id), 0)

    const passkey = await Passkey.findByOrFail('credentialId', credentialId)
    assert.equal(passkey.counter, 1)
    assert.isNotNull(passkey.lastUsedAt)
  })

  test('with two-factor on, a passkey needs no code', async ({ client, assert }) => {
    const { user, authenticator } = await userWithPasskey(client, true)
    const response = await loginWithPasskey(client, authenticator)
    response.assertHeader('location', '/dashboard')
    assert.equal(response.session('auth_web'), user.id)
    assert.isUndefined(response.session(PENDING_LOGIN_KEY))
  })

  test('password + code still works for a user with a passkey', async ({ client, assert }) => {
    const { user } = await userWithPasskey(client, true)
    const response = await client
      .post('/login')
      .withCsrfToken()
      .form({ email: user.email, password: PASSWORD })
      .redirects(0)
    response.assertHeader('location', '/two-factor-challenge')
    assert.isUndefined(response.session('auth_web'))
  })

  test('"remember me" and the page asked for work as with a password', async ({
    client,
    assert,
  }) => {
    const { user, authenticator } = await userWithPasskey(client)
    const options = await client
      .post('/login/passkey/options')
      .withSession({ url_intended: '/settings/sessions' })
      .withCsrfToken()
    const response = await postLoginAssertion(
      client,
      options.session(),
      authenticator.assert(options.body()),
      true
    )
    response.assertHeader('location', '/settings/sessions')
    assert.exists(response.cookie('remember_web'))
    const tokens = await db.from('remember_me_tokens').where('tokenable_id', user.id)
    assert.lengthOf(tokens, 1)
  })

  test('an assertion made for another origin or RP ID is refused', async ({ client, assert }) => {
    const { authenticator } = await userWithPasskey(client)
    for (const bend of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }]) {
      const response = await loginWithPasskey(client, authenticator, bend)
      response.assertHeader('location', '/login')
      assert.equal(fieldError(response, 'passkey'), NOT_VERIFIED, JSON.stringify(bend))
      assert.isUndefined(response.session('auth_web'))
    }
  })

  test('a passkey presented as another user’s is refused', async ({ client, assert }) => {
    const { authenticator } = await userWithPasskey(client)
    const { user: victim } = await userWithPasskey(client)
    // The victim's user handle, as the device of the victim's passkey would report it.
    const victimOptions = await client
      .post('/settings/passkeys/options')
      .loginAs(victim)
      .withSession({ password_confirmed_at: Date.now() })
      .withCsrfToken()
    const response = await loginWithPasskey(client, authenticator, {
      userHandle: victimOptions.body().user.id,
    })
    assert.equal(fieldError(response, 'passkey'), UNKNOWN)
    assert.isUndefined(response.session('auth_web'))
  })

  test('a challenge answers once: after a failed attempt the right answer is refused', async ({
    client,
    assert,
  }) => {
    const { authenticator } = await userWithPasskey(client)
    const options = await loginOptions(client)
    const failed = await postLoginAssertion(
      client,
      options.session(),
      authenticator.assert(options.body(), { userVerified: false })
    )
    const replay = await postLoginAssertion(
      client,
      failed.session(),
      authenticator.assert(options.body())
    )
    assert.equal(fieldError(replay, 'passkey'), EXPIRED)
    assert.isUndefined(replay.session('auth_web'))
  })

  test('two open requests (autofill and the button) each answer once', async ({
    client,
    assert,
  }) => {
    const { user, authenticator } = await userWithPasskey(client)
    const autofill = await loginOptions(client)
    const button = await client
      .post('/login/passkey/options')
      .withSession(autofill.session())
      .withCsrfToken()
    assert.notEqual(autofill.body().challenge, button.body().challenge)

    // The autofill's answer arrives after the button asked for its own challenge.
    const late = authenticator.assert(autofill.body())
    const response = await postLoginAssertion(client, button.session(), late)
    response.assertHeader('location', '/dashboard')
    assert.equal(response.session('auth_web'), user.id)
    assert.deepEqual(
      response
        .session(PASSKEY_CHALLENGES_KEY)
        .login.map((entry: { challenge: string }) => entry.challenge),
      [button.body().challenge]
    )
  })

  test('a recorded assertion does not answer a new challenge', async ({ client, assert }) => {
    const { authenticator } = await userWithPasskey(client)
    const first = await loginOptions(client)
    const recorded = authenticator.assert(first.body())
    const second = await loginOptions(client)
    const response = await postLoginAssertion(client, second.session(), recorded)
    assert.equal(fieldError(response, 'passkey'), EXPIRED)
    assert.isUndefined(response.session('auth_web'))
  })

  test('a challenge older than 5 minutes is refused', async ({ client, assert }) => {
    const { authenticator } = await userWithPasskey(client)
    const options = await loginOptions(client)
    const challenge = options.body().challenge
    const response = await postLoginAssertion(
      client,
      {
        [PASSKEY_CHALLENGES_KEY]: { login: [{ challenge, issuedAt: Date.now() - 5 * 60_000 - 1 }] },
      },
      authenticator.assert(options.body())
    )
    assert.equal(fieldError(response, 'passkey'), EXPIRED)
    assert.isUndefined(response.session('auth_web'))
  })

  test('a counter that went backwards (a cloned authenticator) is refused', async ({
    client,
    assert,
  }) => {
    const { authenticator, credentialId } = await userWithPasskey(client)
    const first = await loginWithPasskey(client, authenticator, { counter: 5 })
    assert.exists(first.session('auth_web'))
    const clone = await loginWithPasskey(client, authenticator, { counter: 3 })
    assert.equal(fieldError(clone, 'passkey'), NOT_VERIFIED)
    assert.isUndefined(clone.session('auth_web'))
    assert.equal((await Passkey.findByOrFail('credentialId', credentialId)).counter, 5)
  })

  test('an assertion without user verification is refused', async ({ client, assert }) => {
    const { authenticator } = await userWithPasskey(client)
    const response = await loginWithPasskey(client, authenticator, { userVerified: false })
    assert.equal(fieldError(response, 'passkey'), NOT_VERIFIED)
    assert.isUndefined(response.session('auth_web'))
  })

  test('a removed passkey is refused with a message that says so', async ({ client, assert }) => {
    const { authenticator, credentialId } = await userWithPasskey(client)
    await Passkey.query().where('credentialId', credentialId).delete()
    const response = await loginWithPasskey(client, authenticator)
    assert.equal(fieldError(response, 'passkey'), UNKNOWN)
    assert.isUndefined(response.session('auth_web'))
  })

  test('failed passkey attempts count against the password login’s limits', async ({
    client,
    assert,
  }) => {
    const { user, authenticator } = await userWithPasskey(client)
    for (let attempt = 0; attempt < 5; attempt++) {
      await loginWithPasskey(client, authenticator, { userVerified: false })
    }
    const right = await loginWithPasskey(client, authenticator)
    assert.match(fieldError(right, 'passkey')!, /^Too many login attempts/)
    assert.isUndefined(right.session('auth_web'))

    // The same count as the password's for that account.
    const password = await client
      .post('/login')
      .withCsrfToken()
      .form({ email: user.email, password: PASSWORD })
      .redirects(0)
    assert.match(fieldError(password, 'email')!, /^Too many login attempts/)
    assert.isUndefined(password.session('auth_web'))
  })

  test('the address limit applies to passkeys that match no account', async ({
    client,
    assert,
  }) => {
    const { authenticator, credentialId } = await userWithPasskey(client)
    const stranger = authenticatorForApp()
    const options = await client
      .post('/settings/passkeys/options')
      .loginAs(await UserFactory.create())
      .withSession({ password_confirmed_at: Date.now() })
      .withCsrfToken()
    // Ten passkeys the app never stored, one try each (as spraying many accounts would be).
    const unknown = Array.from({ length: 10 }, () => stranger.register(options.body()).id)
    for (const id of unknown) await loginWithPasskey(client, stranger, { credentialId: id })
    const right = await loginWithPasskey(client, authenticator, { credentialId })
    assert.match(fieldError(right, 'passkey')!, /^Too many failed login attempts from your network/)
    assert.isUndefined(right.session('auth_web'))
  })

  test('a signed-in user is sent away from the passkey login', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client
      .post('/login/passkey/options')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
  })
})
