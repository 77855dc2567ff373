import { test } from '@japa/runner'
import app from '@adonisjs/core/services/app'
import limiter from '@adonisjs/limiter/services/main'
import { SessionCollection } from '@adonisjs/session'
import SessionMiddleware from '@adonisjs/session/session_middleware'
import type User from '#models/user'
import { endAllSessions } from '#actions/auth/end_all_sessions'
import { forgetTouches } from '#infrastructure/session_store'
import { sessionConfig } from '#tests/helpers/sessions'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD, TEST_RECOVERY_CODES } from '#tests/helpers/credentials'
import { HttpBrowser, location, type Sent } from '#tests/helpers/http_browser'

/*
| A browser sends requests of its own beside the ones a person causes (the service worker
| fetching the offline page, the manifest), with the same cookies, and their answers may arrive
| in either order. Whatever runs beside a step of the two-factor sign-in, and whichever answer
| comes last, the sign-in must go through: a refused recovery code, then a valid one, then the
| dashboard. Each step is tried with a companion answered before and after it, on each store,
| as one process and as another one would see it (its own memory of what it touched).
*/
type Step = Sent & { expect: string }

const steps = (user: User): Step[] => [
  { method: 'GET', path: '/login', expect: '200' },
  {
    method: 'POST',
    path: '/login',
    form: { email: user.email, password: PASSWORD },
    expect: '/two-factor-challenge',
  },
  { method: 'GET', path: '/two-factor-challenge', expect: '200' },
  {
    method: 'POST',
    path: '/two-factor-challenge',
    form: { recoveryCode: 'zzzzz-zzzzz' },
    expect: '/two-factor-challenge',
  },
  { method: 'GET', path: '/two-factor-challenge', expect: '200' },
  {
    method: 'POST',
    path: '/two-factor-challenge',
    form: { recoveryCode: TEST_RECOVERY_CODES[0] },
    expect: '/dashboard',
  },
  { method: 'GET', path: '/dashboard', expect: '200' },
]

const companions: Sent[] = [
  { method: 'GET', path: '/offline' },
  { method: 'GET', path: '/manifest.webmanifest' },
]

const outcome = (response: Response) =>
  response.status === 200 ? '200' : (location(response) ?? String(response.status))

/* The journey, with `companion` sent beside step `at` and answered `last` or first. */
async function journey(user: User, at: number, companion: Sent, companionLast: boolean) {
  const browser = new HttpBrowser()
  const all = steps(user)
  for (const [index, step] of all.entries()) {
    const referer = step.method === 'POST' ? all[index - 1].path : step.path
    if (index !== at) {
      const got = outcome(await browser.request(step, referer))
      if (got !== step.expect) return `step ${index} (${step.method} ${step.path}): ${got}`
      continue
    }
    const [own, other] = await Promise.all([browser.send(step, referer), browser.send(companion)])
    for (const answer of companionLast ? [own, other] : [other, own]) browser.receive(answer)
    const got = outcome(own)
    if (got !== step.expect) return `step ${index} (${step.method} ${step.path}): ${got}`
  }
  return null
}

for (const store of ['memory', 'database'] as const) {
  test.group(`Concurrent requests of one browser, on the ${store} store`, (group) => {
    const users: User[] = []
    group.setup(async () => {
      const config = { ...(await sessionConfig()), store }
      const emitter = await app.container.make('emitter')
      app.container.swap(SessionMiddleware, () => new SessionMiddleware(config, emitter))
      app.container.swap(SessionCollection, () => new SessionCollection(config))
      return () => {
        app.container.restore(SessionMiddleware)
        app.container.restore(SessionCollection)
      }
    })
    group.each.setup(() => limiter.clear())
    group.each.teardown(async () => {
      for (const user of users.splice(0)) {
        await endAllSessions(user)
        await user.delete()
      }
    })

    test('a two-factor sign-in survives a request sent beside any of its steps', async ({
      assert,
    }) => {
      const failures: string[] = []
      const count = steps({ email: '' } as User).length
      for (const fresh of [false, true]) {
        for (let at = 0; at < count; at++) {
          for (const companion of companions) {
            for (const companionLast of [false, true]) {
              const user = await UserFactory.apply('twoFactor').create()
              users.push(user)
              await limiter.clear()
              if (fresh) forgetTouches()
              const failed = await journey(user, at, companion, companionLast)
              if (failed) {
                failures.push(
                  `${companion.path} beside step ${at}, answered ${companionLast ? 'last' : 'first'}${fresh ? ', another process' : ''}: ${failed}`
                )
              }
            }
          }
        }
      }
      assert.deepEqual(failures, [])
    }).timeout(240_000)
  })
}
