import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { staffTwoFactor } from '#services/staff_two_factor'
import { passwordJustConfirmed } from '#tests/helpers/passkeys'

/*
| Staff should have two-factor on: a banner asks for it (the shared prop the shell reads), and
| with REQUIRE_STAFF_TWO_FACTOR every app page sends them to set it up first.
*/
test.group('Staff two-factor: the banner', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff without two-factor are asked for it; with it, or as a client, nothing', async ({
    client,
  }) => {
    const without = await UserFactory.apply('staff').create()
    const withIt = await UserFactory.apply('staff').apply('twoFactor').create()
    const user = await UserFactory.create()
    const asked = await client.get('/dashboard').loginAs(without).withInertia()
    asked.assertInertiaPropsContains({ staffTwoFactorMissing: true })
    for (const who of [withIt, user]) {
      const page = await client.get('/dashboard').loginAs(who).withInertia()
      page.assertInertiaPropsContains({ staffTwoFactorMissing: false })
    }
  })
})

test.group('Staff two-factor: REQUIRE_STAFF_TWO_FACTOR', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => {
    staffTwoFactor.required = true
    return () => {
      staffTwoFactor.required = false
    }
  })

  test('every app page sends staff without two-factor to set it up, with the reason', async ({
    client,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    for (const path of ['/dashboard', '/team', '/inbox', '/settings/profile']) {
      const response = await client.get(path).loginAs(staff).redirects(0)
      response.assertHeader('location', '/settings/two-factor')
      response.assertFlashMessage(
        'error',
        'Staff accounts must turn on two-factor authentication before anything else.'
      )
    }
    const json = await client.get('/notifications').loginAs(staff).accept('json').redirects(0)
    json.assertStatus(403)
  })

  test('the two-factor settings, the password confirmation and logout stay reachable', async ({
    client,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const settings = await client
      .get('/settings/two-factor')
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withInertia()
    settings.assertStatus(200)
    settings.assertInertiaComponent('settings/two_factor')
    const confirm = await client.get('/confirm-password').loginAs(staff).withInertia()
    confirm.assertStatus(200)
    const enable = await client
      .post('/settings/two-factor')
      .loginAs(staff)
      .withSession(passwordJustConfirmed())
      .withCsrfToken()
      .redirects(0)
    enable.assertHeader('location', '/settings/two-factor')
    const logout = await client.post('/logout').loginAs(staff).withCsrfToken().redirects(0)
    logout.assertHeader('location', '/')
  })

  test('staff with two-factor and clients go about as usual', async ({ client }) => {
    const staff = await UserFactory.apply('staff').apply('twoFactor').create()
    const user = await UserFactory.create()
    for (const who of [staff, user]) {
      const response = await client.get('/dashboard').loginAs(who).withInertia()
      response.assertStatus(200)
    }
  })
})
