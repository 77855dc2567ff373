import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import { clearRateLimits, fieldError, makeUser } from './helpers.js'

const valid = {
  fullName: 'Jana Nováková',
  email: 'Jana@Example.com',
  password: 'a long and unusual passphrase',
  passwordConfirmation: 'a long and unusual passphrase',
  acceptTerms: 'true',
}

test.group('Registration', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => clearRateLimits())
  group.each.teardown(() => mail.restore())

  test('registration screen can be rendered', async ({ client }) => {
    const response = await client.get('/register').withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('auth/register')
  })

  test('the page links the privacy policy and the terms', async ({ client, assert }) => {
    const html = (await client.get('/register')).text()
    assert.include(html, 'href="/privacy"')
    assert.include(html, 'href="/terms"')
  })

  test('new users can register: signed in, consent time stored, verification e-mail queued', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/register')
      .header('Accept-Language', 'de')
      .form(valid)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/dashboard')

    const user = await User.findByOrFail('email', 'jana@example.com')
    assert.equal(response.session('auth_web'), user.id)
    assert.equal(user.fullName, 'Jana Nováková')
    assert.isNotNull(user.termsAcceptedAt)
    assert.isNull(user.emailVerifiedAt)
    assert.equal(user.role, 'client')
    assert.equal(user.locale, 'de')
    assert.notEqual(user.password, valid.password)

    mails.assertQueued(VerifyEmailNotification, (message) => {
      message.message.assertTo('jana@example.com')
      message.message.assertSubject('Bestätigen Sie Ihre E-Mail-Adresse für Codeva')
      return true
    })
  })

  test('registration needs the privacy policy and terms accepted', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .form({ ...valid, acceptTerms: undefined })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(response, 'acceptTerms'),
      'Please accept the privacy policy and the terms of use.'
    )
    assert.isNull(await User.findBy('email', 'jana@example.com'))
  })

  test('every empty field gets the generic message, translated', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .header('Accept-Language', 'sk')
      .form({})
      .withCsrfToken()
      .redirects(0)
    for (const field of ['fullName', 'email', 'password', 'passwordConfirmation']) {
      assert.equal(fieldError(response, field), 'Toto pole je povinné.', field)
    }
    assert.equal(
      fieldError(response, 'acceptTerms'),
      'Potvrďte, prosím, súhlas so zásadami ochrany osobných údajov a s podmienkami používania.'
    )
  })

  test('bounds: name, e-mail and password lengths', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .form({
        ...valid,
        fullName: 'J',
        email: `${'a'.repeat(250)}@example.com`,
        password: 'short',
        passwordConfirmation: 'short',
      })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'fullName'), 'Must be at least 2 characters.')
    assert.equal(fieldError(response, 'email'), 'Must not exceed 254 characters.')
    assert.equal(fieldError(response, 'password'), 'Must be at least 8 characters.')
  })

  test('an invalid e-mail address is refused with the generic message', async ({
    client,
    assert,
  }) => {
    const response = await client
      .post('/register')
      .form({ ...valid, email: 'not-an-address' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'email'), 'Please enter a valid email address.')
  })

  test('one of the most common passwords is refused', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .form({ ...valid, password: 'password1', passwordConfirmation: 'password1' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(response, 'password'),
      'This password is too common. Please choose another one.'
    )
  })

  test('the confirmation must match the password', async ({ client, assert }) => {
    const response = await client
      .post('/register')
      .form({ ...valid, passwordConfirmation: 'something else entirely' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'passwordConfirmation'), 'The confirmation does not match.')
  })

  test('an address already registered (in any case) is refused', async ({ client, assert }) => {
    await makeUser({ email: 'taken@example.com' })
    const response = await client
      .post('/register')
      .form({ ...valid, email: 'TAKEN@example.com' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(response, 'email'),
      'An account with this email address already exists.'
    )
    assert.lengthOf(await User.query().where('email', 'taken@example.com'), 1)
  })

  test('what the user typed is kept, passwords are not', async ({ client }) => {
    const response = await client
      .post('/register')
      .form({ ...valid, acceptTerms: undefined })
      .withCsrfToken()
      .redirects(0)
    response.assertFlashMessage('fullName', valid.fullName)
    response.assertFlashMissing('password')
  })
})
