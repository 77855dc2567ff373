import { test } from '@japa/runner'
import type { ApiClient } from '@japa/api-client'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import ContactMessage from '#models/contact_message'
import { PENDING_LOGIN_KEY } from '#infrastructure/session_keys'
import { ACCOUNT_LIMIT, ADDRESS_LIMIT } from '#actions/auth/login_throttle'
import { message } from '../marketing/helpers.js'
import { UserFactory } from '#database/factories/user_factory'
import { authenticatorCode, PASSWORD } from '#tests/helpers/credentials'
import { fieldError } from '#tests/helpers/field_errors'
import limiter from '@adonisjs/limiter/services/main'

/*
| Guessing limits as an attacker would probe them: forged client addresses, many requests at
| once, and one address trying many accounts.
*/
const failed = message('en', 'auth.failed')
const wrongPassword = message('en', 'auth.password.incorrect')
const wrongCode = message('en', 'auth.twoFactor.invalidCode')

/* "Too many ... in 57 seconds." with any number of seconds. */
function throttleMessage(key: string) {
  const sample = message('en', key, { seconds: 7 })
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(`^${escaped.replace('7 seconds', '\\d+ seconds?')}$`)
}
const accountThrottled = throttleMessage('auth.throttle')
const addressThrottled = throttleMessage('auth.throttleAddress')

function logIn(client: ApiClient, email: string, password: string, forwardedFor?: string) {
  const request = client.post('/login').form({ email, password }).withCsrfToken().redirects(0)
  return forwardedFor ? request.header('X-Forwarded-For', forwardedFor) : request
}

/* How many answers were the plain "wrong" message, how many a throttle message, and the rest. */
function tally(messages: (string | undefined)[], wrong: string, throttle: RegExp) {
  const checked = messages.filter((text) => text === wrong).length
  const refused = messages.filter((text) => text !== undefined && throttle.test(text)).length
  return { checked, refused, other: messages.length - checked - refused }
}

test.group('Throttling: client addresses', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('a forged X-Forwarded-For does not give an account fresh attempts', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const answers: (string | undefined)[] = []
    for (let i = 1; i <= 15; i++) {
      const response = await logIn(client, user.email, 'wrong-password', `198.51.100.${i}`)
      answers.push(fieldError(response, 'email'))
    }
    assert.deepEqual(answers.slice(0, ACCOUNT_LIMIT.requests), Array(5).fill(failed))
    for (const answer of answers.slice(ACCOUNT_LIMIT.requests)) {
      assert.match(answer!, accountThrottled)
    }

    // Not even the right password gets through from yet another "address".
    const right = await logIn(client, user.email, PASSWORD, '203.0.113.99')
    assert.match(fieldError(right, 'email')!, accountThrottled)
    assert.isUndefined(right.session('auth_web'))
  })

  test('a forged X-Forwarded-For does not reset the contact form limit', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const valid = {
      name: 'Jana Nováková',
      email: 'jana@example.com',
      message: 'We need a booking app for our clinic, ideally before spring.',
      consent: 'true',
    }
    for (let i = 1; i <= 6; i++) {
      const response = await client
        .post('/contact')
        .header('X-Forwarded-For', `198.51.100.${i}`)
        .form(valid)
        .withCsrfToken()
        .redirects(0)
      if (i <= 5) {
        response.assertFlashMessage('contactSent', true)
      } else {
        assert.match(response.flashMessages().error as string, /^Too many messages\./)
      }
    }
    assert.lengthOf(await ContactMessage.all(), 5)
  })
})

test.group('Throttling: attempts at once', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('30 simultaneous wrong passwords: only 5 are checked', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => logIn(client, user.email, 'wrong-password'))
    )
    const result = tally(
      responses.map((response) => fieldError(response, 'email')),
      failed,
      accountThrottled
    )
    assert.deepEqual(result, { checked: ACCOUNT_LIMIT.requests, refused: 25, other: 0 })
  })

  test('30 simultaneous wrong two-factor codes: only 5 are checked', async ({ client, assert }) => {
    const user = await UserFactory.apply('twoFactor').create()
    // A code one step of the clock away from every code the server accepts now.
    const wrong = String((Number(authenticatorCode()) + 500_000) % 1_000_000).padStart(6, '0')
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        client
          .post('/two-factor-challenge')
          .withSession({ [PENDING_LOGIN_KEY]: { id: user.id, remember: false } })
          .form({ code: wrong })
          .withCsrfToken()
          .redirects(0)
      )
    )
    const result = tally(
      responses.map((response) => fieldError(response, 'code')),
      wrongCode,
      accountThrottled
    )
    assert.deepEqual(result, { checked: 5, refused: 25, other: 0 })
    assert.isTrue(responses.every((response) => response.session('auth_web') === undefined))
  })

  test('30 simultaneous wrong password confirmations: only 5 are checked', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const responses = await Promise.all(
      Array.from({ length: 30 }, () =>
        client
          .post('/confirm-password')
          .loginAs(user)
          .form({ password: 'wrong-password' })
          .withCsrfToken()
          .redirects(0)
      )
    )
    const result = tally(
      responses.map((response) => fieldError(response, 'password')),
      wrongPassword,
      accountThrottled
    )
    assert.deepEqual(result, { checked: 5, refused: 25, other: 0 })
  })

  test('a successful sign-in clears the earlier failures of that account', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    for (let i = 1; i <= 4; i++) await logIn(client, user.email, 'wrong-password')
    const right = await logIn(client, user.email, PASSWORD)
    assert.equal(right.session('auth_web'), user.id)

    const answers = []
    for (let i = 1; i <= 5; i++) {
      answers.push(fieldError(await logIn(client, user.email, 'wrong-password'), 'email'))
    }
    assert.deepEqual(answers, Array(5).fill(failed))
  })
})

test.group('Throttling: one address, many accounts', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())

  test('password spraying: 20 accounts from one address, the 11th failure is refused', async ({
    client,
    assert,
  }) => {
    const users = await Promise.all(Array.from({ length: 21 }, () => UserFactory.create()))
    const answers = []
    for (const user of users.slice(0, 20)) {
      answers.push(fieldError(await logIn(client, user.email, 'Summer2025!'), 'email'))
    }
    assert.equal(ADDRESS_LIMIT.requests, 10)
    assert.deepEqual(answers.slice(0, 10), Array(10).fill(failed))
    for (const answer of answers.slice(10)) assert.match(answer!, addressThrottled)

    // The address is shut for everyone for a while, even with a right password.
    const right = await logIn(client, users[20].email, PASSWORD)
    assert.match(fieldError(right, 'email')!, addressThrottled)
    assert.isUndefined(right.session('auth_web'))

    // Refused attempts did not use up the accounts' own counts.
    await limiter.clear()
    const later = await logIn(client, users[19].email, PASSWORD)
    assert.equal(later.session('auth_web'), users[19].id)
  })

  test('the address limit is translated', async ({ client, assert }) => {
    const users = await Promise.all(Array.from({ length: 11 }, () => UserFactory.create()))
    let last
    for (const user of users) {
      last = await logIn(client, user.email, 'wrong-password').header('Accept-Language', 'de')
    }
    assert.match(
      fieldError(last!, 'email')!,
      /^Zu viele fehlgeschlagene Anmeldeversuche aus Ihrem Netzwerk\. .* \d+ Sekunden erneut\.$/
    )
  })

  test('successful sign-ins do not count against the address', async ({ client, assert }) => {
    const users = await Promise.all(Array.from({ length: 15 }, () => UserFactory.create()))
    for (const user of users) {
      const response = await logIn(client, user.email, PASSWORD)
      assert.equal(response.session('auth_web'), user.id)
    }
  })
})
