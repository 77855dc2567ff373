import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import limiter from '@adonisjs/limiter/services/main'
import { SessionCollection } from '@adonisjs/session'
import PushSubscription from '#models/push_subscription'
import type User from '#models/user'
import { endAllSessions } from '#actions/auth/end_all_sessions'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { HttpBrowser, location } from '#tests/helpers/http_browser'

/*
| A push device belongs to the browser session it was turned on in, as that session is renewed
| (a new session id when the other sessions are logged out, a remember-me sign-in after the
| session expired): ending that session later still removes it, so a browser signed out
| remotely stops receiving message previews. Driven over HTTP with real cookies.
*/
const FCM = 'https://fcm.googleapis.com/fcm/send/'
let next = 0

async function signIn(browser: HttpBrowser, user: User) {
  const response = await browser.submit(
    'POST',
    '/login',
    { email: user.email, password: PASSWORD, remember: 'on' },
    '/login'
  )
  if (location(response) !== '/dashboard') throw new Error(`login failed: ${response.status}`)
}

async function turnPushOn(browser: HttpBrowser) {
  const endpoint = `${FCM}renewed-${Date.now()}-${++next}`
  const response = await browser.request({
    method: 'POST',
    path: '/push/subscriptions',
    json: {
      endpoint,
      keys: {
        p256dh: Buffer.alloc(65, 3).toString('base64url'),
        auth: Buffer.alloc(16, 7).toString('base64url'),
      },
    },
  })
  if (response.status !== 200) throw new Error(`subscribe failed: ${response.status}`)
  return endpoint
}

const device = (endpoint: string) => PushSubscription.findBy('endpoint', endpoint)

/* A logout ends the session's devices once its answer is sent (end_session.ts): wait, bounded. */
async function deviceAfterLogout(endpoint: string) {
  for (let tries = 0; tries < 100; tries++) {
    const found = await device(endpoint)
    if (found === null) return null
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return device(endpoint)
}

test.group('Web push: devices follow their session', (group) => {
  const users: User[] = []
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => {
    for (const user of users.splice(0)) {
      await endAllSessions(user)
      await user.delete()
    }
  })

  test('renewed by "log out other sessions", the session still takes its device when it ends', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    users.push(user)
    const browser = new HttpBrowser()
    await signIn(browser, user)
    const endpoint = await turnPushOn(browser)
    const before = browser.cookies.get('session')

    const ended = await browser.submit(
      'DELETE',
      '/settings/sessions',
      { password: PASSWORD },
      '/settings/sessions'
    )
    assert.equal(location(ended), '/settings/sessions')
    assert.notEqual(browser.cookies.get('session'), before, 'a remembered session gets a new id')
    assert.isNotNull(await device(endpoint), 'this browser keeps its own device')

    await browser.submit('POST', '/logout', {}, '/dashboard')
    assert.isNull(await deviceAfterLogout(endpoint))
  })

  test('renewed by remember-me after the session expired, it still takes its device when it ends', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    users.push(user)
    const browser = new HttpBrowser()
    await signIn(browser, user)
    const endpoint = await turnPushOn(browser)

    // The stored session expires and the browser drops its cookie; remember-me signs it in again.
    const sessions = await app.container.make(SessionCollection)
    for (const entry of await sessions.tagged(String(user.id))) await sessions.destroy(entry.id)
    browser.cookies.delete('session')
    const renewed = await browser.get('/dashboard')
    assert.equal(renewed.status, 200)
    assert.isNotNull(await device(endpoint))

    await browser.submit('POST', '/logout', {}, '/dashboard')
    assert.isNull(await deviceAfterLogout(endpoint))
  })

  test('another device logging out the other sessions removes this device, even after a renewal', async ({
    assert,
  }) => {
    const user = await UserFactory.create()
    users.push(user)
    const shared = new HttpBrowser()
    await signIn(shared, user)
    const endpoint = await turnPushOn(shared)
    const sessions = await app.container.make(SessionCollection)
    for (const entry of await sessions.tagged(String(user.id))) await sessions.destroy(entry.id)
    shared.cookies.delete('session')
    assert.equal((await shared.get('/dashboard')).status, 200)

    const own = new HttpBrowser(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148'
    )
    await signIn(own, user)
    const kept = await turnPushOn(own)
    await own.submit('DELETE', '/settings/sessions', { password: PASSWORD }, '/settings/sessions')

    assert.isNull(await device(endpoint))
    assert.isNotNull(await device(kept), 'the device that logged the others out keeps its own')
    assert.equal(location(await shared.get('/dashboard')), '/login')
  })
})
