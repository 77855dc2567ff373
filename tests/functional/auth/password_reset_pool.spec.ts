import { test } from '@japa/runner'
import hash from '@adonisjs/core/services/hash'
import dbConfig from '#config/database'
import type User from '#models/user'
import { createPasswordResetToken } from '#actions/auth/password_reset'
import { UserFactory } from '#database/factories/user_factory'
import limiter from '@adonisjs/limiter/services/main'

/*
| No global test transaction here: inside one, every query shares its connection, which hides a
| query that escapes the action's own transaction. On SQLite's single connection such a query
| waits for the connection the transaction holds; the test pool gives up after 3 s, so the reset
| would answer 500 instead of freezing the server for a minute as it did in production.
*/
test.group('Password reset on the one-connection pool', (group) => {
  let created: User | undefined
  group.each.setup(() => limiter.clear())
  group.each.teardown(async () => {
    await created?.delete()
    created = undefined
  })

  test('SQLite runs with one connection, as in production', ({ assert }) => {
    const sqlite = dbConfig.connections.sqlite
    assert.equal(sqlite.pool?.max, 1)
  })

  test('a password reset completes and the new password signs in', async ({ client, assert }) => {
    const user = await UserFactory.create()
    created = user
    const token = await createPasswordResetToken(user)
    const password = 'a fresh passphrase after reset'

    const reset = await client
      .post('/reset-password')
      .form({ token, password, passwordConfirmation: password })
      .withCsrfToken()
      .redirects(0)
    reset.assertStatus(302)
    reset.assertHeader('location', '/login')
    await user.refresh()
    assert.isTrue(await hash.verify(user.password, password))

    const login = await client
      .post('/login')
      .form({ email: user.email, password })
      .withCsrfToken()
      .redirects(0)
    login.assertHeader('location', '/dashboard')
  })
})
