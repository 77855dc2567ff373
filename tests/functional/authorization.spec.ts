import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'

/* The staff-only area of tests/helpers/test_routes.ts stands in for the offers area and inbox. */
const STAFF_AREA = '/__test/staff-area'

test.group('Authorization: staff areas', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff get in', async ({ client }) => {
    const staff = await UserFactory.apply('staff').create()
    const response = await client.get(STAFF_AREA).loginAs(staff)
    response.assertStatus(200)
    response.assertBody({ area: 'inbox' })
  })

  test('a client gets the Not found page, as for a URL that does not exist', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get(STAFF_AREA).loginAs(user).withInertia()
    response.assertStatus(404)
    response.assertInertiaComponent('errors/app_not_found')
  })

  test('a client asking for JSON gets 404 JSON', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get(STAFF_AREA).loginAs(user).accept('json')
    response.assertStatus(404)
    response.assertBody({ message: 'Not found' })
  })

  test('a guest is sent to log in', async ({ client, assert }) => {
    const response = await client.get(STAFF_AREA).redirects(0)
    assert.oneOf(response.status(), [302, 303])
    assert.equal(response.header('location'), '/login')
  })
})

test.group('Authorization: can flags in page props', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  const none = { accessOffers: false, accessInbox: false }

  test("a client's page never says it can do staff things", async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/dashboard').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaPropsContains({ can: none })
  })

  test("staff's pages list the staff areas", async ({ client }) => {
    const staff = await UserFactory.apply('staff').create()
    const response = await client.get('/settings/profile').loginAs(staff).withInertia()
    response.assertInertiaPropsContains({ can: { accessOffers: true, accessInbox: true } })
  })

  test('a guest can do nothing, on an app page and on the Not found page', async ({ client }) => {
    const login = await client.get('/login').withInertia()
    login.assertInertiaPropsContains({ can: none })
    const missing = await client.get('/no/such/page').withInertia()
    missing.assertStatus(404)
    missing.assertInertiaPropsContains({ can: none })
  })
})
