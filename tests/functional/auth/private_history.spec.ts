import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import limiter from '@adonisjs/limiter/services/main'
import type User from '#models/user'
import { endAllSessions } from '#actions/auth/end_all_sessions'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { HttpBrowser, location } from '#tests/helpers/http_browser'

/*
| After a browser's session ends, its pages must not come back through Back: signed-in answers
| are never stored by the browser's cache, and the first page after the session ended (signed
| out here, or ended from elsewhere) tells Inertia to clear its encrypted history.
*/

/* The Inertia page object a full page load carries. */
async function pageObject(response: Response) {
  const html = await response.text()
  const match = /<script[^>]*data-page="app"[^>]*>([\s\S]*?)<\/script>/.exec(html)
  if (!match) throw new Error(`no page object in the ${response.status} answer`)
  return JSON.parse(match[1]) as {
    component: string
    clearHistory?: boolean
    encryptHistory?: boolean
  }
}

async function signIn(browser: HttpBrowser, user: User) {
  const response = await browser.submit(
    'POST',
    '/login',
    { email: user.email, password: PASSWORD },
    '/login'
  )
  if (location(response) !== '/dashboard') throw new Error(`login failed: ${response.status}`)
}

test.group('Private history: Cache-Control', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('every answer to a signed-in request says no-store, pages and JSON alike', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const page = await client.get('/settings/profile').loginAs(user)
    page.assertStatus(200)
    assert.equal(page.header('cache-control'), 'no-store')

    const visit = await client.get('/dashboard').loginAs(user).withInertia()
    visit.assertStatus(200)
    assert.equal(visit.header('cache-control'), 'no-store')

    const redirect = await client.get('/login').loginAs(user)
    assert.equal(redirect.header('cache-control'), 'no-store')

    const json = await client.get('/notifications/recent').loginAs(user).accept('json')
    assert.equal(json.header('cache-control'), 'no-store')
  })

  test('what is the same for everyone keeps its caching; a guest page is not marked', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const manifest = await client.get('/manifest.webmanifest').loginAs(user)
    assert.equal(manifest.header('cache-control'), 'public, max-age=3600')

    const guest = await client.get('/login')
    guest.assertStatus(200)
    assert.notInclude(guest.header('cache-control') ?? '', 'no-store')
  })
})

test.group('Private history: cleared when the session ends', (group) => {
  const users: User[] = []
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => {
    for (const user of users.splice(0)) {
      await endAllSessions(user)
      await user.delete()
    }
  })

  test('history is encrypted, and the page after signing out clears it, once', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    users.push(user)
    const browser = new HttpBrowser()
    await signIn(browser, user)
    const signedIn = await pageObject(await browser.get('/settings/profile'))
    assert.isTrue(signedIn.encryptHistory)
    assert.notProperty(signedIn, 'clearHistory')

    await browser.submit('POST', '/logout', {}, '/settings/profile')
    const home = await browser.get('/')
    assert.equal(home.status, 200)
    assert.isTrue((await pageObject(home)).clearHistory)

    // Cleared once: the next guest page no longer asks for it.
    assert.notProperty(await pageObject(await browser.get('/login')), 'clearHistory')
  })

  test('a session ended from another device: its next page clears the history', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    users.push(user)
    const shared = new HttpBrowser()
    await signIn(shared, user)
    assert.equal((await shared.get('/settings/profile')).status, 200)

    // "Log out other sessions", a password change, the account deleted or deactivated all end
    // the sessions through here.
    await endAllSessions(user)

    const next = await shared.get('/settings/profile')
    assert.equal(location(next), '/login')
    const login = await shared.get('/login')
    assert.isTrue((await pageObject(login)).clearHistory)
    assert.notProperty(await pageObject(await shared.get('/login')), 'clearHistory')
  })

  test('a guest who never signed in is not asked to clear anything', async ({ assert }) => {
    const guest = new HttpBrowser()
    assert.notProperty(await pageObject(await guest.get('/login')), 'clearHistory')
    assert.notProperty(await pageObject(await guest.get('/')), 'clearHistory')
  })
})
