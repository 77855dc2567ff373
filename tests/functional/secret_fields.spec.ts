import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'

test.group('Secrets after a failed validation', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('passwords are not flashed back, what else was typed is', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .put('/settings/password')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
      .form({
        currentPassword: 'my current secret',
        password: 'short',
        passwordConfirmation: 'short-but-different',
      })
    response.assertStatus(302)
    const flashed = response.flashMessages()
    assert.properties(flashed.inputErrorsBag, ['password'])
    assert.notProperty(flashed, 'currentPassword')
    assert.notProperty(flashed, 'password')
    assert.notProperty(flashed, 'passwordConfirmation')
  })

  test('other fields keep what the user typed', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .put('/settings/profile')
      .loginAs(user)
      .withCsrfToken()
      .redirects(0)
      .form({ fullName: 'Zuzana Nováková', email: 'not-an-address' })
    assert.equal(response.flashMessages().fullName, 'Zuzana Nováková')
    assert.equal(response.flashMessages().email, 'not-an-address')
  })
})
