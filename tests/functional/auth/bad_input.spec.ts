import { test } from '@japa/runner'
import fc from 'fast-check'
import testUtils from '@adonisjs/core/services/test_utils'
import User from '#models/user'
import { clearRateLimits, makeUser } from './helpers.js'

/*
| Arbitrary strings, unicode, huge and empty values (and missing fields) thrown at the forms:
| the answer is always a redirect with errors or a success, never a server error, and an
| account exists only when its input was valid.
*/
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '😀@😀.😀'
  ),
  fc.string({ minLength: 5000, maxLength: 20000 }),
  fc.emailAddress(),
  fc.constant(undefined)
)

function payload<K extends string>(fields: K[]) {
  return fc.record(
    Object.fromEntries(fields.map((field) => [field, anyValue])) as Record<K, typeof anyValue>
  )
}

function clean(values: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined))
}

test.group('Bad input (property-based)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())

  test('registration never fails with a server error nor half-creates an account', async ({
    client,
    assert,
  }) => {
    await fc.assert(
      fc.asyncProperty(
        payload(['fullName', 'email', 'password', 'passwordConfirmation', 'acceptTerms']),
        async (values: Record<string, unknown>) => {
          const before = await User.query().count('* as total').first()
          const response = await client
            .post('/register')
            .form(clean(values))
            .withCsrfToken()
            .redirects(0)
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

  test('login never fails with a server error', async ({ client, assert }) => {
    await fc.assert(
      fc.asyncProperty(payload(['email', 'password', 'remember']), async (values) => {
        const response = await client
          .post('/login')
          .form(clean(values))
          .withCsrfToken()
          .redirects(0)
        assert.isBelow(response.status(), 500)
        assert.isUndefined(response.session('auth_web'))
      }),
      { numRuns: 60 }
    )
  })

  test('forgot and reset password never fail with a server error', async ({ client, assert }) => {
    await fc.assert(
      fc.asyncProperty(
        payload(['email', 'token', 'password', 'passwordConfirmation']),
        async (values: Record<string, unknown>) => {
          const forgot = await client
            .post('/forgot-password')
            .form(clean({ email: values.email }))
            .withCsrfToken()
            .redirects(0)
          assert.isBelow(forgot.status(), 500)
          const reset = await client
            .post('/reset-password')
            .form(clean(values))
            .withCsrfToken()
            .redirects(0)
          assert.isBelow(reset.status(), 500)
        }
      ),
      { numRuns: 40 }
    )
  })

  test('the profile form never fails with a server error and keeps the account valid', async ({
    client,
    assert,
  }) => {
    const user = await makeUser()
    await fc.assert(
      fc.asyncProperty(payload(['fullName', 'email']), async (values) => {
        const response = await client
          .put('/settings/profile')
          .loginAs(user)
          .form(clean(values))
          .withCsrfToken()
          .redirects(0)
        assert.isBelow(response.status(), 500)
        const saved = await User.findOrFail(user.id)
        assert.isAtLeast(saved.fullName.length, 2)
        assert.isAtMost(saved.fullName.length, 100)
        assert.match(saved.email, /@/)
      }),
      { numRuns: 40 }
    )
  })
})
