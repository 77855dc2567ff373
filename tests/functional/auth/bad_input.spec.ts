import { test } from '@japa/runner'
import fc from 'fast-check'
import type { ApiRequest } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import hash from '@adonisjs/core/services/hash'
import User from '#models/user'
import { PENDING_LOGIN_KEY } from '#infrastructure/session_keys'
import { UserFactory } from '#database/factories/user_factory'
import { PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import limiter from '@adonisjs/limiter/services/main'

import { payload, encoding, send } from '#tests/helpers/hostile_input'

type Endpoint = {
  method: 'post' | 'put'
  path: string
  fields: string[]
  /* Creates what the endpoint needs; the returned function puts it on a request. */
  prepare?: () => Promise<(request: ApiRequest) => ApiRequest>
}

const endpoints: Endpoint[] = [
  { method: 'post', path: '/login', fields: ['email', 'password', 'remember'] },
  { method: 'post', path: '/forgot-password', fields: ['email'] },
  {
    method: 'post',
    path: '/reset-password',
    fields: ['token', 'email', 'password', 'passwordConfirmation'],
  },
  { method: 'post', path: '/contact', fields: ['name', 'email', 'message', 'consent', 'website'] },
  {
    method: 'post',
    path: '/two-factor-challenge',
    fields: ['code', 'recoveryCode'],
    async prepare() {
      const user = await UserFactory.apply('twoFactor').create()
      return (request) =>
        request.withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
    },
  },
  {
    method: 'post',
    path: '/confirm-password',
    fields: ['password'],
    async prepare() {
      const user = await UserFactory.create()
      return (request) => request.loginAs(user)
    },
  },
  {
    method: 'put',
    path: '/settings/password',
    fields: ['currentPassword', 'password', 'passwordConfirmation'],
    async prepare() {
      const user = await UserFactory.create()
      return (request) => request.loginAs(user)
    },
  },
]

test.group('Bad input (property-based)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('{path}: half a surrogate pair in the e-mail is an invalid address, not a server error')
    .with([
      { method: 'post', path: '/login', extra: { password: 'whatever-it-is' } },
      { method: 'post', path: '/forgot-password', extra: {} },
      {
        method: 'post',
        path: '/register',
        extra: {
          fullName: 'Jana',
          password: 'a long and unusual passphrase',
          passwordConfirmation: 'a long and unusual passphrase',
          acceptTerms: true,
        },
      },
      {
        method: 'post',
        path: '/contact',
        extra: { name: 'Jana', message: 'A message long enough.', consent: true },
      },
      { method: 'put', path: '/settings/profile', extra: { fullName: 'Jana' } },
    ] as const)
    .run(async ({ client, assert }, { method, path, extra }) => {
      for (const email of ['\ud800', 'jana\udfff@example.com', '\ud83d@example.com']) {
        let request = client[method](path)
        if (path === '/settings/profile') request = request.loginAs(await UserFactory.create())
        const response = await send(request, { ...extra, email }, 'json')
        assert.equal(response.status(), 302, `${path} ${JSON.stringify(email)}`)
        assert.equal(fieldError(response, 'email'), 'Please enter a valid email address.')
        // The form gets back what was typed (made well-formed), beside the message.
        assert.equal(
          (response.flashMessages() as Record<string, unknown>).email,
          email.toWellFormed()
        )
      }
    })

  test('{method} {path} never answers with a server error')
    .with(endpoints)
    .run(async ({ client, assert }, endpoint) => {
      await fc.assert(
        fc.asyncProperty(payload(endpoint.fields), encoding, async (values, how) => {
          await limiter.clear()
          let request = client[endpoint.method](endpoint.path)
          if (endpoint.prepare) request = (await endpoint.prepare())(request)
          const response = await send(request, values, how)
          assert.isBelow(response.status(), 500)
        }),
        { numRuns: 40 }
      )
    })

  test('registration never fails with a server error nor half-creates an account', async ({
    client,
    assert,
  }) => {
    await fc.assert(
      fc.asyncProperty(
        payload(['fullName', 'email', 'password', 'passwordConfirmation', 'acceptTerms']),
        encoding,
        async (values: Record<string, unknown>, how) => {
          const before = await User.query().count('* as total').first()
          const response = await send(client.post('/register'), values, how)
          assert.isBelow(response.status(), 500)
          const after = await User.query().count('* as total').first()
          const created = Number(after!.$extras.total) - Number(before!.$extras.total)
          if (created === 1) {
            const user = await User.findByOrFail('email', String(values.email).trim().toLowerCase())
            assert.isNotNull(user.termsAcceptedAt)
            await user.delete()
          } else {
            assert.equal(created, 0)
          }
        }
      ),
      { numRuns: 40 }
    )
  })

  test('login never signs anyone in on garbage', async ({ client, assert }) => {
    await fc.assert(
      fc.asyncProperty(
        payload(['email', 'password', 'remember']),
        encoding,
        async (values, how) => {
          await limiter.clear()
          const response = await send(client.post('/login'), values, how)
          assert.isBelow(response.status(), 500)
          assert.isUndefined(response.session('auth_web'))
        }
      ),
      { numRuns: 40 }
    )
  })

  test('the profile form never fails with a server error and keeps the account valid', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await fc.assert(
      fc.asyncProperty(payload(['fullName', 'email']), encoding, async (values, how) => {
        const response = await send(client.put('/settings/profile').loginAs(user), values, how)
        assert.isBelow(response.status(), 500)
        const saved = await User.findOrFail(user.id)
        assert.isAtLeast(saved.fullName.length, 2)
        assert.isAtMost(saved.fullName.length, 100)
        assert.match(saved.email, /@/)
        assert.isTrue(saved.email.isWellFormed() && saved.fullName.isWellFormed())
      }),
      { numRuns: 40 }
    )
  })

  test('the password form never changes the password on garbage', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await fc.assert(
      fc.asyncProperty(
        payload(['currentPassword', 'password', 'passwordConfirmation']),
        encoding,
        async (values, how) => {
          await limiter.clear()
          const response = await send(client.put('/settings/password').loginAs(user), values, how)
          assert.isBelow(response.status(), 500)
        }
      ),
      { numRuns: 30 }
    )
    const saved = await User.findOrFail(user.id)
    assert.isTrue(await hash.verify(saved.password, PASSWORD))
  })
})
