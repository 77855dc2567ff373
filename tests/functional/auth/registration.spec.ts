import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import User from '#models/user'
import VerifyEmailNotification from '#mails/verify_email_notification'
import RegistrationAttemptNotification from '#mails/registration_attempt_notification'
import { verificationUrl } from '#actions/auth/email_verification'
import { ATTEMPT_NOTICE_LIMIT } from '#actions/auth/registration'
import { UserFactory } from '#database/factories/user_factory'
import { fieldError } from '#tests/helpers/field_errors'
import limiter from '@adonisjs/limiter/services/main'

const valid = {
  fullName: 'Jana Nováková',
  email: 'Jana@Example.com',
  password: 'a long and unusual passphrase',
  passwordConfirmation: 'a long and unusual passphrase',
  acceptTerms: 'true',
}

test.group('Registration', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
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

  test('new users can register: consent time stored, verification e-mail queued, not signed in yet', async ({
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
    response.assertHeader('location', '/verify-email')
    assert.isUndefined(response.session('auth_web'))

    const user = await User.findByOrFail('email', 'jana@example.com')
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

  test('after registering, the page says where the link went and how to go on', async ({
    client,
    assert,
  }) => {
    mail.fake()
    const registered = await client.post('/register').form(valid).withCsrfToken().redirects(0)
    const page = await client.get('/verify-email').withSession(registered.session()).withInertia()
    page.assertInertiaComponent('auth/verify_email')
    page.assertInertiaPropsContains({ registeredEmail: 'jana@example.com' })

    const html = await client.get('/verify-email').withSession(registered.session())
    assert.include(html.text(), 'jana@example.com')
    assert.include(html.text(), 'Open the link in the email in this browser and you are signed in')
  })

  test('a guest who registered nothing is sent from the notice to the login page', async ({
    client,
  }) => {
    const response = await client.get('/verify-email').redirects(0)
    response.assertHeader('location', '/login')
  })

  test('the new user follows the link in another browser: verified there, then logs in', async ({
    client,
    assert,
  }) => {
    mail.fake()
    await client.post('/register').form(valid).withCsrfToken().redirects(0)
    const user = await User.findByOrFail('email', 'jana@example.com')
    const link = new URL(verificationUrl(user))

    const opened = await client.get(link.pathname + link.search).redirects(0)
    opened.assertHeader('location', '/login')
    await user.refresh()
    assert.isNotNull(user.emailVerifiedAt)

    const loggedIn = await client
      .post('/login')
      .withSession(opened.session())
      .form({ email: valid.email, password: valid.password })
      .withCsrfToken()
      .redirects(0)
    loggedIn.assertHeader('location', '/dashboard')
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

  test('an address that already has an account answers exactly like a new one', async ({
    client,
    assert,
  }) => {
    mail.fake()
    await UserFactory.merge({ email: 'taken@example.com' }).create()
    const answers = []
    for (const email of ['TAKEN@example.com', 'fresh@example.com']) {
      const response = await client
        .post('/register')
        .header('referer', '/register')
        .form({ ...valid, email })
        .withCsrfToken()
        .redirects(0)
      const page = await client.get('/verify-email').withSession(response.session()).withInertia()
      answers.push({
        status: response.status(),
        location: response.header('location'),
        signedIn: response.session('auth_web'),
        flash: response.flashMessages(),
        sessionKeys: Object.keys(response.session()).sort(),
        component: page.body().component,
        // Random or timed per request; the address shown is the one typed.
        props: {
          ...page.body().props,
          csrfToken: undefined,
          registeredEmail: undefined,
          serverNow: undefined,
        },
        shown: page.body().props.registeredEmail === email.toLowerCase(),
      })
    }
    assert.deepEqual(answers[0], answers[1])
    assert.equal(answers[0].location, '/verify-email')
    assert.isUndefined(answers[0].signedIn)
  })

  test('the owner of the address is told by e-mail, in their language; the account is untouched', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const owner = await UserFactory.merge({
      email: 'taken@example.com',
      fullName: 'Eva Malá',
      locale: 'sk',
    }).create()
    const passwordBefore = owner.password
    await client
      .post('/register')
      .header('Accept-Language', 'de')
      .form({ ...valid, email: 'Taken@Example.com' })
      .withCsrfToken()
      .redirects(0)

    mails.assertQueued(RegistrationAttemptNotification, (message) => {
      message.message.assertTo('taken@example.com')
      message.message.assertSubject(
        'Niekto sa pokúsil vytvoriť účet Codeva s vašou e-mailovou adresou'
      )
      return true
    })
    mails.assertNotQueued(VerifyEmailNotification)
    assert.lengthOf(await User.query().where('email', 'taken@example.com'), 1)
    await owner.refresh()
    assert.equal(owner.password, passwordBefore)
    assert.equal(owner.fullName, 'Eva Malá')
  })

  test("the owner's e-mail says how to get in: log in, or choose a new password", async ({
    assert,
  }) => {
    const owner = await UserFactory.merge({
      email: 'taken@example.com',
      fullName: 'Eva Malá',
    }).create()
    const { mails } = mail.fake()
    await new RegistrationAttemptNotification(owner).queue()
    const [queued] = mails.queued()
    await queued.buildWithContents()
    queued.message.assertContent('text', 'Hello Eva Malá,')
    queued.message.assertContent('text', 'You already have an account, so nothing new was created.')
    queued.message.assertContent('text', /\/login\b/)
    queued.message.assertContent('text', /\/forgot-password\b/)
    queued.message.assertContent('html', /href="[^"]*\/login"/)
    assert.lengthOf(mails.queued(), 1)
  })

  test('repeated attempts do not flood the owner: one e-mail per 15 minutes', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    await UserFactory.merge({ email: 'taken@example.com' }).create()
    assert.deepEqual(ATTEMPT_NOTICE_LIMIT, { requests: 1, duration: '15 minutes' })
    for (let i = 0; i < 3; i++) {
      const response = await client
        .post('/register')
        .form({ ...valid, email: 'taken@example.com' })
        .withCsrfToken()
        .redirects(0)
      response.assertHeader('location', '/verify-email')
    }
    assert.lengthOf(
      mails.queued().filter((queued) => queued instanceof RegistrationAttemptNotification),
      1
    )
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
