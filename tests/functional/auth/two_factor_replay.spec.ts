import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { PENDING_LOGIN_KEY } from '#infrastructure/session_keys'
import { UserFactory } from '#database/factories/user_factory'
import { authenticatorCode } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import limiter from '@adonisjs/limiter/services/main'

test.group('Two-factor challenge: a code works once', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('the same authenticator code cannot sign in twice', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    const code = authenticatorCode()
    const challenge = () =>
      client
        .post('/two-factor-challenge')
        .withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
        .form({ code })
        .withCsrfToken()
        .redirects(0)

    const first = await challenge()
    first.assertHeader('location', '/dashboard')

    // Someone who saw the code (or an intercepted request) tries it again within its minute.
    const replay = await challenge()
    assert.equal(fieldError(replay, 'code'), 'The two-factor authentication code is invalid.')
    assert.isUndefined(replay.session('auth_web'))
  })
})
