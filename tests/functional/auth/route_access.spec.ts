import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createPasswordResetToken } from '#actions/auth/password_reset'
import { UserFactory } from '#database/factories/user_factory'

/*
| Every auth and settings page, for a guest, an unverified user and a verified user: who gets
| the page and where the others are sent. Settings stay open to unverified users so a mistyped
| address can be corrected; the dashboard (and the areas that follow it) need a verified one.
*/
type Who = 'guest' | 'unverified' | 'verified'
type Expect = { component: string } | { redirect: string }

const pages: Array<{ path: string | (() => Promise<string>); expect: Record<Who, Expect> }> = [
  ...['login', 'register', 'forgot-password'].map((page) => ({
    path: `/${page}`,
    expect: {
      guest: { component: `auth/${page.replace('-', '_')}` },
      unverified: { redirect: '/dashboard' },
      verified: { redirect: '/dashboard' },
    },
  })),
  {
    path: async () =>
      `/reset-password/${await createPasswordResetToken(await UserFactory.create())}`,
    expect: {
      guest: { component: 'auth/reset_password' },
      unverified: { redirect: '/dashboard' },
      verified: { redirect: '/dashboard' },
    },
  },
  {
    path: '/two-factor-challenge',
    expect: {
      guest: { redirect: '/login' },
      unverified: { redirect: '/dashboard' },
      verified: { redirect: '/dashboard' },
    },
  },
  {
    path: '/verify-email',
    expect: {
      guest: { redirect: '/login' },
      unverified: { component: 'auth/verify_email' },
      verified: { redirect: '/dashboard' },
    },
  },
  {
    path: '/confirm-password',
    expect: {
      guest: { redirect: '/login' },
      unverified: { component: 'auth/confirm_password' },
      verified: { component: 'auth/confirm_password' },
    },
  },
  {
    path: '/dashboard',
    expect: {
      guest: { redirect: '/login' },
      unverified: { redirect: '/verify-email' },
      verified: { component: 'dashboard' },
    },
  },
  ...['profile', 'password', 'appearance', 'notifications', 'account'].map((page) => ({
    path: `/settings/${page}`,
    expect: {
      guest: { redirect: '/login' },
      unverified: { component: `settings/${page}` },
      verified: { component: `settings/${page}` },
    },
  })),
  {
    path: '/settings/two-factor',
    expect: {
      guest: { redirect: '/login' },
      unverified: { redirect: '/confirm-password' },
      verified: { redirect: '/confirm-password' },
    },
  },
]

const cases = pages.flatMap((page) =>
  (['guest', 'unverified', 'verified'] as const).map((who) => ({ ...page, who }))
)

test.group('Route access', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{$self}')
    .with(
      cases.map((entry) => ({
        ...entry,
        toString() {
          const target =
            'component' in entry.expect[entry.who]
              ? 'gets the page'
              : `is sent to ${(entry.expect[entry.who] as { redirect: string }).redirect}`
          return `${typeof entry.path === 'string' ? entry.path : '/reset-password/{token}'}: ${entry.who} ${target}`
        },
      }))
    )
    .run(async ({ client, assert }, entry) => {
      const path = typeof entry.path === 'string' ? entry.path : await entry.path()
      let request = client.get(path).withInertia().redirects(0)
      if (entry.who !== 'guest') {
        const users = entry.who === 'verified' ? UserFactory : UserFactory.apply('unverified')
        request = request.loginAs(await users.create())
      }
      const response = await request
      const expected = entry.expect[entry.who]
      if ('component' in expected) {
        response.assertStatus(200)
        response.assertInertiaComponent(expected.component)
      } else {
        assert.oneOf(response.status(), [302, 303])
        assert.equal(response.header('location'), expected.redirect)
      }
    })

  test('every state-changing route refuses guests: {0}')
    .with([
      ['PUT', '/settings/profile'],
      ['PUT', '/settings/password'],
      ['PUT', '/settings/notifications'],
      ['DELETE', '/settings/account'],
      ['POST', '/settings/two-factor'],
      ['POST', '/settings/two-factor/confirm'],
      ['POST', '/settings/two-factor/recovery-codes'],
      ['DELETE', '/settings/two-factor'],
      ['POST', '/email/verification-notification'],
      ['POST', '/confirm-password'],
      ['POST', '/logout'],
    ] as const)
    .run(async ({ client }, [method, path]) => {
      const response = await client.request(path, method).withCsrfToken().redirects(0)
      response.assertHeader('location', '/login')
    })
})
