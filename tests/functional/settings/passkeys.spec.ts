import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import db from '@adonisjs/lucid/services/db'
import Passkey from '#models/passkey'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import {
  authenticatorForApp,
  passwordJustConfirmed,
  registerPasskey,
} from '#tests/helpers/passkeys'
import { relyingParty } from '#infrastructure/relying_party'

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

test.group('Settings: passkeys', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('registering a passkey stores its public key, named after the device', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const authenticator = authenticatorForApp()
    const options = await client
      .post('/settings/passkeys/options')
      .loginAs(user)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
    options.assertStatus(200)
    assert.equal(options.body().rp.id, relyingParty.id)
    assert.equal(options.body().authenticatorSelection.residentKey, 'required')
    assert.equal(options.body().authenticatorSelection.userVerification, 'required')

    const credential = authenticator.register(options.body())
    const response = await client
      .post('/settings/passkeys')
      .loginAs(user)
      .header('user-agent', CHROME_ON_LINUX)
      .withSession(options.session())
      .withCsrfToken()
      .json({ credential })
      .redirects(0)
    response.assertHeader('location', '/settings/passkeys')
    assert.equal(response.flashMessages().success, 'Passkey added. You can now log in with it.')

    const stored = await Passkey.findByOrFail('credentialId', credential.id)
    assert.equal(stored.userId, user.id)
    assert.equal(stored.name, 'Chrome on Linux')
    assert.equal(stored.counter, 0)
    assert.deepEqual(stored.transportList, ['internal'])
  })

  test('the default name is in the page’s language', async ({ client, assert }) => {
    const user = await UserFactory.merge({ locale: 'sk' }).create()
    const options = await client
      .post('/settings/passkeys/options')
      .loginAs(user)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
    const credential = authenticatorForApp().register(options.body())
    await client
      .post('/settings/passkeys')
      .loginAs(user)
      .header('user-agent', CHROME_ON_LINUX)
      .header('x-locale', 'sk')
      .withSession(options.session())
      .withCsrfToken()
      .json({ credential })
      .redirects(0)
    const stored = await Passkey.findByOrFail('credentialId', credential.id)
    assert.equal(stored.name, 'Chrome v systéme Linux')
  })

  test('the page lists name, created and last used, and nothing secret', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await registerPasskey(client, user, authenticatorForApp())
    const response = await client
      .get('/settings/passkeys')
      .loginAs(user)
      .withSession(passwordJustConfirmed())
      .withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('settings/passkeys')
    const [passkey] = response.inertiaProps.passkeys as Record<string, unknown>[]
    assert.deepEqual(Object.keys(passkey).sort(), ['createdAt', 'id', 'lastUsedAt', 'name'])
    assert.isNull(passkey.lastUsedAt)
    const stored = await Passkey.findByOrFail('userId', user.id)
    assert.notInclude(JSON.stringify(response.inertiaProps), stored.publicKey)
    assert.notInclude(JSON.stringify(response.inertiaProps), stored.credentialId)
  })

  test('another user’s passkeys are not listed', async ({ client, assert }) => {
    const [owner, other] = await UserFactory.createMany(2)
    await registerPasskey(client, owner, authenticatorForApp())
    const response = await client
      .get('/settings/passkeys')
      .loginAs(other)
      .withSession(passwordJustConfirmed())
      .withInertia()
    assert.deepEqual(response.inertiaProps.passkeys, [])
  })

  test('a registration for another origin or RP ID, or without user verification, is refused', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (const bend of [
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { userVerified: false },
    ]) {
      const { response } = await registerPasskey(client, user, authenticatorForApp(), bend)
      assert.equal(
        fieldError(response, 'passkey'),
        'The passkey could not be verified. Please try again.',
        JSON.stringify(bend)
      )
    }
    assert.lengthOf(await Passkey.query().where('userId', user.id), 0)
  })

  test('a registration answer cannot be posted twice (the challenge is used up)', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const { credential, response } = await registerPasskey(client, user, authenticatorForApp())
    const again = await client
      .post('/settings/passkeys')
      .loginAs(user)
      .withSession(response.session())
      .withCsrfToken()
      .json({ credential })
      .redirects(0)
    assert.equal(fieldError(again, 'passkey'), 'The request has expired. Please try again.')
    assert.lengthOf(await Passkey.query().where('userId', user.id), 1)
  })

  test('renaming: the owner may, with a name of 1–100 characters', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await registerPasskey(client, user, authenticatorForApp())
    const passkey = await Passkey.findByOrFail('userId', user.id)

    const renamed = await client
      .put(`/settings/passkeys/${passkey.id}`)
      .loginAs(user)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .form({ name: '  Work laptop  ' })
      .redirects(0)
    renamed.assertHeader('location', '/settings/passkeys')
    await passkey.refresh()
    assert.equal(passkey.name, 'Work laptop')

    const empty = await client
      .put(`/settings/passkeys/${passkey.id}`)
      .loginAs(user)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .form({ name: '   ' })
      .redirects(0)
    assert.isString(fieldError(empty, 'name'))
    await passkey.refresh()
    assert.equal(passkey.name, 'Work laptop')
  })

  test('removing needs a recent password confirmation', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await registerPasskey(client, user, authenticatorForApp())
    const passkey = await Passkey.findByOrFail('userId', user.id)

    const refused = await client
      .delete(`/settings/passkeys/${passkey.id}`)
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
    refused.assertHeader('location', '/confirm-password')
    assert.isNotNull(await Passkey.find(passkey.id))

    // The app's confirm-password flow, then the removal.
    const confirm = await client
      .post('/confirm-password')
      .loginAs(user)
      .withCsrfToken()
      .form({ password: PASSWORD })
      .redirects(0)
    const removed = await client
      .delete(`/settings/passkeys/${passkey.id}`)
      .loginAs(user)
      .withSession(confirm.session())
      .withCsrfToken()
      .redirects(0)
    removed.assertHeader('location', '/settings/passkeys')
    assert.isNull(await Passkey.find(passkey.id))
  })

  test('another user cannot rename or remove a passkey (404), nor can a guest', async ({
    client,
    assert,
  }) => {
    const [owner, other] = await UserFactory.createMany(2)
    await registerPasskey(client, owner, authenticatorForApp())
    const passkey = await Passkey.findByOrFail('userId', owner.id)

    const rename = await client
      .put(`/settings/passkeys/${passkey.id}`)
      .loginAs(other)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .form({ name: 'Mine now' })
      .redirects(0)
    rename.assertStatus(404)
    const remove = await client
      .delete(`/settings/passkeys/${passkey.id}`)
      .loginAs(other)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .redirects(0)
    remove.assertStatus(404)

    for (const [method, url] of [
      ['get', '/settings/passkeys'],
      ['post', '/settings/passkeys/options'],
      ['post', '/settings/passkeys'],
      ['put', `/settings/passkeys/${passkey.id}`],
      ['delete', `/settings/passkeys/${passkey.id}`],
    ] as const) {
      const guest = await client[method](url).withCsrfToken().redirects(0)
      guest.assertHeader('location', '/login')
    }

    await passkey.refresh()
    assert.notEqual(passkey.name, 'Mine now')
  })

  test('the settings page needs a recent password confirmation', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/settings/passkeys').loginAs(user).redirects(0)
    response.assertHeader('location', '/confirm-password')
  })

  test('a passkey already registered (to anyone) is not registered again', async ({
    client,
    assert,
  }) => {
    const [first, second] = await UserFactory.createMany(2)
    const authenticator = authenticatorForApp()
    const { credential } = await registerPasskey(client, first, authenticator)
    // The same credential (id and key) offered again for another account.
    const { response } = await registerPasskey(client, second, authenticator, {
      credentialId: credential.id,
    })
    assert.equal(fieldError(response, 'passkey'), 'This passkey has already been added.')
    assert.lengthOf(await Passkey.query().where('userId', second.id), 0)
    assert.equal((await Passkey.findByOrFail('credentialId', credential.id)).userId, first.id)
  })

  test('deleting the account deletes its passkeys', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await registerPasskey(client, user, authenticatorForApp())
    assert.lengthOf(await db.from('passkeys').where('user_id', user.id), 1)
    await user.delete()
    assert.lengthOf(await db.from('passkeys').where('user_id', user.id), 0)
  })
})
