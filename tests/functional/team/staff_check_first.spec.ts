import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import { UserFactory } from '#database/factories/user_factory'

/*
| The back office does not exist for anyone but staff: on every /team route (read from the
| router, so a new one is covered) a client gets Not found before any other step; in
| particular never the password confirmation that the account changes ask staff for, which
| would tell a client the area is there.
*/
function teamRoutes() {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => route.pattern === '/team' || route.pattern.startsWith('/team/'))
    .map((route) => ({
      pattern: route.pattern,
      method: route.methods.find((method) => method !== 'HEAD')!.toLowerCase() as
        'get' | 'post' | 'put' | 'patch' | 'delete',
      confirms: [...route.middleware.all()].some(
        (entry) => (entry as { name?: string }).name === 'confirmPassword'
      ),
    }))
}

test.group('Team: the staff check comes first', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the router has /team routes, some of them behind the password confirmation', ({
    assert,
  }) => {
    const routes = teamRoutes()
    assert.isAtLeast(routes.length, 7)
    assert.isTrue(routes.some((route) => route.confirms))
  })

  test('a client gets Not found on every /team route, never the password confirmation', async ({
    client,
    assert,
  }) => {
    const person = await UserFactory.create()
    const someone = await UserFactory.create()
    for (const route of teamRoutes()) {
      const url = route.pattern.replace(':id', String(someone.id))
      const request = client[route.method](url).loginAs(person).redirects(0)
      if (route.method !== 'get') request.withCsrfToken().form({ role: 'super_admin' })
      const response = await request
      assert.equal(response.status(), 404, `${route.method.toUpperCase()} ${url}`)
      assert.isUndefined(response.header('location'), `${route.method.toUpperCase()} ${url}`)
    }
    await someone.refresh()
    assert.equal(someone.role, 'client')
  })

  test('staff are still asked for their password on the routes that change an account', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const someone = await UserFactory.create()
    for (const route of teamRoutes().filter((entry) => entry.confirms)) {
      const url = route.pattern.replace(':id', String(someone.id))
      const response = await client[route.method](url)
        .loginAs(staff)
        .withCsrfToken()
        .form({ role: 'super_admin' })
        .redirects(0)
      assert.equal(response.header('location'), '/confirm-password', url)
    }
  })
})
