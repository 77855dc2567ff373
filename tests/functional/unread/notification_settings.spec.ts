import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'

test.group('Settings: notifications', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the switch is on by default', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client.get('/settings/notifications').loginAs(user).withInertia()
    response.assertInertiaComponent('settings/notifications')
    assert.isTrue(response.inertiaProps.emailUnreadMessages)
  })

  test('turning it off and on again is saved with a confirmation', async ({ client, assert }) => {
    const user = await UserFactory.merge({ locale: 'de' }).create()
    const off = await client
      .put('/settings/notifications')
      .loginAs(user)
      .withCsrfToken()
      .header('X-Locale', 'de')
      .form({ emailUnreadMessages: 'false' })
      .redirects(0)
    off.assertHeader('location', '/settings/notifications')
    off.assertFlashMessage('success', 'Gespeichert.')
    assert.isFalse((await User.findOrFail(user.id)).emailUnreadMessages)
    const page = await client.get('/settings/notifications').loginAs(user).withInertia()
    assert.isFalse(page.inertiaProps.emailUnreadMessages)

    await client
      .put('/settings/notifications')
      .loginAs(user)
      .withCsrfToken()
      .form({ emailUnreadMessages: 'true' })
    assert.isTrue((await User.findOrFail(user.id)).emailUnreadMessages)
  })

  test('without the CSRF token nothing changes; nonsense is refused, never a server error', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const forged = await client
      .put('/settings/notifications')
      .loginAs(user)
      .form({ emailUnreadMessages: 'false' })
      .redirects(0)
    assert.equal(forged.status(), 302)
    assert.isTrue((await User.findOrFail(user.id)).emailUnreadMessages)

    const nonsense = await client
      .put('/settings/notifications')
      .loginAs(user)
      .withCsrfToken()
      .json({ emailUnreadMessages: { nested: 'x' } })
      .accept('json')
    assert.equal(nonsense.status(), 422)
    assert.isTrue((await User.findOrFail(user.id)).emailUnreadMessages)
  })
})
