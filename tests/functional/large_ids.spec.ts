import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import db from '@adonisjs/lucid/services/db'
import { UserFactory } from '#database/factories/user_factory'

/*
| Ids in URLs past what an id column holds on PostgreSQL (32-bit): every route that takes one,
| found by enumerating the router, answers like a record that is not there, for staff and for
| a client, never with a server error, and the database keeps answering afterwards (on
| PostgreSQL a failed statement would spoil the transaction around this test). Run it on
| PostgreSQL too: SQLite stores 64-bit ids and would hide the difference.
*/
const TOO_LARGE = ['2147483648', '9223372036854775808', '99999999999999999999']

test.group('Every route: ids too large for the database', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('answer 404 or a refusal, never 5xx, and the database stays usable', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const member = await UserFactory.create()
    const routes = Object.values(router.toJSON())
      .flat()
      .filter((route) => /:(id|memberId|invitationId)\b/.test(route.pattern))
      .map((route) => ({
        pattern: route.pattern,
        method: route.methods.find((method) => method !== 'HEAD')!.toLowerCase(),
      }))
    assert.isAbove(routes.length, 20)

    for (const route of routes) {
      for (const value of TOO_LARGE) {
        for (const user of [staff, member]) {
          const path = route.pattern.replace(/:[a-zA-Z]+\??/g, value)
          let request = (client as any)[route.method](path).loginAs(user).redirects(0)
          if (route.method !== 'get') request = request.withCsrfToken().form({})
          const response = await request
          const label = `${route.method.toUpperCase()} ${path} as ${user.role}`
          assert.isBelow(response.status(), 500, label)
          await db.rawQuery('select 1').catch((error) => {
            assert.fail(`${label} left the database unusable: ${error.message}`)
          })
        }
      }
    }
  }).timeout(120_000)
})
