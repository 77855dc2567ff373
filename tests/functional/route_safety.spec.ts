import { test } from '@japa/runner'
import router from '@adonisjs/core/services/router'
import testUtils from '@adonisjs/core/services/test_utils'
import { UserFactory } from '#database/factories/user_factory'
import { SIGNED_ROUTES } from '#config/shield'

/*
| Rules every route keeps, read from the router so that a route added later is covered without
| anyone remembering it: a state change needs the CSRF token, and a route behind `auth` sends a
| guest to log in (a script asking for JSON hears 401). Only the Pusher HTTP API, the mail
| provider's webhook and Stripe's webhook are exempt from CSRF: each request is signed instead
| (config/shield.ts).
*/
type RouteInfo = { name: string; pattern: string; method: string; middleware: string[] }

const EXPIRED = 'This page has expired. Please reload it and try again.'

function appRoutes(): RouteInfo[] {
  return Object.values(router.toJSON())
    .flat()
    .filter((route) => !route.pattern.startsWith('/__test'))
    .map((route) => ({
      name: route.name ?? route.pattern,
      pattern: route.pattern,
      method: route.methods.find((method) => method !== 'HEAD')!.toLowerCase(),
      middleware: [...route.middleware.all()]
        .map((entry) => (entry as { name?: string }).name)
        .filter((name): name is string => Boolean(name)),
    }))
}

/* Any value fills a parameter: the checks under test run before a controller looks it up. */
const urlOf = (route: RouteInfo) => route.pattern.replace(/:[a-zA-Z]+\??/g, '1')

const stateChanges = () =>
  appRoutes().filter(
    (route) =>
      route.method !== 'get' &&
      !route.pattern.startsWith('/apps/') &&
      !SIGNED_ROUTES.includes(route.name)
  )
const signedInOnly = () => appRoutes().filter((route) => route.middleware.includes('auth'))

test.group('Every route: CSRF and guests', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the router has the routes this reads (sanity of the enumeration)', ({ assert }) => {
    assert.isAbove(stateChanges().length, 30)
    assert.isAbove(signedInOnly().length, 30)
    assert.includeMembers(
      stateChanges().map((route) => route.name),
      ['session.store', 'profile.update', 'projects.store', 'broadcasting.auth']
    )
  })

  test('a form sent without the CSRF token is sent back as expired, for a guest and a user', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (const route of stateChanges()) {
      for (const who of [null, user]) {
        let request = (client as any)[route.method](urlOf(route)).form({}).redirects(0)
        if (who) request = request.loginAs(who)
        const response = await request
        const label = `${route.method.toUpperCase()} ${route.pattern} as ${who ? 'a user' : 'a guest'}`
        assert.equal(response.status(), 302, label)
        assert.equal(response.flashMessages()?.error, EXPIRED, label)
      }
    }
  })

  test('a script sending JSON without the CSRF token gets 403 with the message', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (const route of stateChanges()) {
      const response = await (client as any)
        [route.method](urlOf(route))
        .json({})
        .accept('json')
        .loginAs(user)
      assert.equal(response.status(), 403, `${route.method.toUpperCase()} ${route.pattern}`)
      assert.equal(response.body().message, EXPIRED, route.pattern)
    }
  })

  test('a guest is sent to log in from every signed-in route; a script hears 401', async ({
    client,
    assert,
  }) => {
    for (const route of signedInOnly()) {
      const label = `${route.method.toUpperCase()} ${route.pattern}`
      let page = (client as any)[route.method](urlOf(route)).redirects(0)
      if (route.method !== 'get') page = page.withCsrfToken().form({})
      const response = await page
      assert.equal(response.status(), 302, label)
      assert.equal(response.header('location'), '/login', label)

      let script = (client as any)[route.method](urlOf(route)).accept('json')
      if (route.method !== 'get') script = script.withCsrfToken().json({})
      const json = await script
      assert.equal(json.status(), 401, label)
    }
  })
})
