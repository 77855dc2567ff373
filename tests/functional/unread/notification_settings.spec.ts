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

  test('each kind of notification and the quiet hours are saved, and shown again', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const before = await client.get('/settings/notifications').loginAs(user).withInertia()
    assert.deepEqual(before.inertiaProps.off, [], 'every kind is on at first')
    assert.isNull(before.inertiaProps.quietFrom)

    const saved = await client
      .put('/settings/notifications')
      .loginAs(user)
      .withCsrfToken()
      .form({
        'emailUnreadMessages': 'true',
        'notify[project_message]': 'false',
        'notify[conversation_message]': 'true',
        'notify[mention]': 'true',
        'notify[invitation]': 'true',
        'notify[plan_proposed]': 'false',
        'notify[offer_answered]': 'true',
        'notify[build_ready]': 'true',
        'quietFrom': '22:00',
        'quietTo': '07:30',
        'timeZone': 'Europe/Bratislava',
      })
      .redirects(0)
    saved.assertFlashMessage('success', 'Saved.')
    const page = await client.get('/settings/notifications').loginAs(user).withInertia()
    assert.sameMembers(page.inertiaProps.off, ['project.message', 'plan.proposed'])
    assert.equal(page.inertiaProps.quietFrom, '22:00')
    assert.equal(page.inertiaProps.quietTo, '07:30')
    assert.equal(page.inertiaProps.timeZone, 'Europe/Bratislava')
  })

  test('a quiet hour that is not a time, only one of the two, or an unknown zone: a message beside the field', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.merge({ locale: 'de' }).create()
    for (const [input, field, message] of [
      [
        { quietFrom: '25:00', quietTo: '07:00' },
        'quietFrom',
        'Geben Sie eine Uhrzeit wie 22:00 ein.',
      ],
      [{ quietFrom: '22:00' }, 'quietTo', 'Geben Sie beide Uhrzeiten ein oder keine.'],
      [{ timeZone: 'Mars/Olympus' }, 'timeZone', 'Wählen Sie eine Zeitzone aus der Liste.'],
    ] as const) {
      const response = await client
        .put('/settings/notifications')
        .loginAs(user)
        .withCsrfToken()
        .header('X-Locale', 'de')
        .form({ emailUnreadMessages: 'true', ...input })
        .redirects(0)
      response.assertStatus(302)
      response.assertFlashMessage('inputErrorsBag', { [field]: [message] })
    }
    assert.isNull((await User.findOrFail(user.id)).quietHoursFrom)
  })
})
