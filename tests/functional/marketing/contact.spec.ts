import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import mail from '@adonisjs/mail/services/main'
import limiter from '@adonisjs/limiter/services/main'
import ContactMessage from '#models/contact_message'
import ContactMessageMail from '#mails/contact_message_mail'
import productConfig from '#config/product'
import { CONTACT_LIMIT, contactLimiter, contactThrottleKey } from '#actions/marketing/contact'
import { fieldError } from '#tests/helpers/field_errors'

const valid = {
  name: 'Jana Nováková',
  email: 'Jana@Example.com',
  message: 'We need a booking app for our clinic, ideally before spring.',
  consent: 'true',
}

test.group('Contact form', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.setup(() => limiter.clear())
  group.each.teardown(() => mail.restore())

  test('a message is stored and e-mailed to the company through the queue', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/contact')
      .header('Referer', 'http://localhost/?lang=sk')
      .header('Accept-Language', 'sk')
      .form(valid)
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.match(response.header('location') ?? '', /^\/(\?lang=sk)?$/)
    response.assertFlashMessage(
      'success',
      'Ďakujeme za správu. Odpovedáme do niekoľkých hodín, pondelok až piatok, 9:00–17:00.'
    )
    response.assertFlashMessage('contactSent', true)

    const stored = await ContactMessage.query().firstOrFail()
    assert.equal(stored.name, 'Jana Nováková')
    assert.equal(stored.email, 'jana@example.com')
    assert.equal(stored.message, valid.message)
    assert.equal(stored.locale, 'sk')
    assert.isNotNull(stored.consentedAt)

    mails.assertQueuedCount(1)
    mails.assertQueued(ContactMessageMail, ({ message }) => {
      message.assertTo(productConfig.company.email)
      message.assertReplyTo('jana@example.com')
      message.assertSubject('New enquiry from Jana Nováková')
      return true
    })
  })

  test('the e-mail carries the message and who sent it', async ({ assert }) => {
    const contact = await ContactMessage.create({
      name: valid.name,
      message: valid.message,
      email: 'jana@example.com',
      locale: 'de',
      consentedAt: (await import('luxon')).DateTime.now(),
    })
    const email = new ContactMessageMail(contact)
    await email.buildWithContents()
    const text = email.message.toJSON().message.text as string
    assert.include(text, 'From: Jana Nováková <jana@example.com>')
    assert.include(text, 'Language: de')
    assert.include(text, valid.message)
    assert.include(
      email.message.toJSON().message.html as string,
      'Reply to this email to answer Jana Nováková directly.'
    )
  })

  test('the landing page shows the success state after sending', async ({ client, assert }) => {
    mail.fake()
    const response = await client.post('/contact').form(valid).withCsrfToken().withInertia()
    response.assertInertiaComponent('marketing/home')
    response.assertInertiaPropsContains({ contact: { sent: true } })
    // The reply time comes from the one availability setting (config/availability.ts).
    assert.match(
      response.inertiaProps.flash.success,
      /^Thank you for your message\. We reply within a few hours, Monday to Friday, 9:00\sAM–5:00\sPM\.$/
    )
  })

  test('invalid input gets translated messages beside the fields and keeps what was typed', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/contact')
      .header('Accept-Language', 'sk')
      .form({ name: 'J', email: 'not-an-address', message: 'Short', website: '' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    assert.equal(fieldError(response, 'name'), 'Musí mať aspoň 2 znaky.')
    assert.equal(fieldError(response, 'email'), 'Zadajte platnú e-mailovú adresu.')
    assert.equal(fieldError(response, 'message'), 'Musí mať aspoň 10 znakov.')
    assert.equal(
      fieldError(response, 'consent'),
      'Na odoslanie správy je potrebný súhlas so spracovaním osobných údajov.'
    )
    response.assertFlashMessage('name', 'J')
    response.assertFlashMessage('email', 'not-an-address')
    response.assertFlashMessage('message', 'Short')
    assert.equal(
      await ContactMessage.query()
        .count('* as total')
        .first()
        .then((r) => Number(r!.$extras.total)),
      0
    )
    mails.assertNoneQueued()
  })

  /* Inertia keeps what was typed in the page itself (preserveState); the browser test shows it. */
  test('an Inertia submission gets the translated errors as page props', async ({ client }) => {
    const response = await client
      .post('/contact')
      .header('Accept-Language', 'de')
      .form({ ...valid, message: 'x'.repeat(5001) })
      .withCsrfToken()
      .withInertia()
    response.assertInertiaComponent('marketing/home')
    response.assertInertiaPropsContains({
      errors: { message: 'Darf höchstens 5.000 Zeichen lang sein.' },
      contact: { sent: false },
    })
  })

  test('empty fields: the generic required message, in {locale}')
    .with([
      { locale: 'en', required: 'This field is required.' },
      { locale: 'cs', required: 'Toto pole je povinné.' },
    ])
    .run(async ({ client, assert }, { locale, required }) => {
      const response = await client
        .post('/contact')
        .header('Accept-Language', locale)
        .form({})
        .withCsrfToken()
        .redirects(0)
      for (const field of ['name', 'email', 'message']) {
        assert.equal(fieldError(response, field), required, field)
      }
    })

  test('bounds: name 2..100, e-mail at most 254, message 10..5000', async ({ client, assert }) => {
    mail.fake()
    const edge = {
      ...valid,
      name: 'x'.repeat(100),
      email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.sk`,
      message: 'y'.repeat(5000),
    }
    assert.lengthOf(edge.email, 254)
    const accepted = await client.post('/contact').form(edge).withCsrfToken().redirects(0)
    assert.isUndefined(fieldError(accepted, 'name'))
    assert.isUndefined(fieldError(accepted, 'message'))
    accepted.assertFlashMessage('contactSent', true)

    const refused = await client
      .post('/contact')
      .form({ ...edge, name: 'x'.repeat(101), email: `a${edge.email}`, message: 'z'.repeat(9) })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(refused, 'name'), 'Must not exceed 100 characters.')
    assert.equal(fieldError(refused, 'email'), 'Must not exceed 254 characters.')
    assert.equal(fieldError(refused, 'message'), 'Must be at least 10 characters.')
  })

  test('a filled honeypot pretends success and stores and sends nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const response = await client
      .post('/contact')
      .form({ ...valid, website: 'http://spam.example' })
      .withCsrfToken()
      .redirects(0)
    response.assertStatus(302)
    response.assertFlashMessage('contactSent', true)
    assert.match(
      String(response.flashMessage('success')),
      /^Thank you for your message\. We reply within a few hours, Monday to Friday/
    )
    assert.isNull(await ContactMessage.query().first())
    mails.assertNoneQueued()
  })

  test('the 6th message from one IP within 10 minutes is refused with the time left', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    assert.deepEqual(CONTACT_LIMIT, { requests: 5, duration: '10 minutes' })
    for (let i = 1; i <= 5; i++) {
      const response = await client.post('/contact').form(valid).withCsrfToken().redirects(0)
      response.assertFlashMessage('contactSent', true)
    }
    const refused = await client
      .post('/contact')
      .header('Accept-Language', 'sk')
      .form(valid)
      .withCsrfToken()
      .redirects(0)
    refused.assertStatus(302)
    const error = refused.flashMessages().error as string
    assert.match(error, /^Príliš veľa správ\. Skúste to znova o \d+ sekúnd\.$/)
    const seconds = Number(error.match(/(\d+)/)![1])
    assert.isAbove(seconds, 500)
    assert.isAtMost(seconds, 600)
    refused.assertFlashMessage('message', valid.message)

    const rows = await ContactMessage.query()
    assert.lengthOf(rows, 5)
    mails.assertQueuedCount(5)
  })

  test('another IP is not affected by the limit', async ({ client }) => {
    mail.fake()
    // Test requests all come from loopback (a forged X-Forwarded-For is ignored): use up another
    // address's allowance directly.
    const someoneElse = contactThrottleKey('203.0.113.9')
    for (let i = 1; i <= CONTACT_LIMIT.requests; i++) await contactLimiter().consume(someoneElse)
    const ours = await client.post('/contact').form(valid).withCsrfToken().redirects(0)
    ours.assertFlashMessage('contactSent', true)
  })

  test('a POST without the CSRF token is refused and stores nothing', async ({
    client,
    assert,
  }) => {
    const { mails } = mail.fake()
    const page = await client.post('/contact').form(valid).redirects(0)
    assert.isUndefined(page.flashMessages()?.contactSent)
    assert.isUndefined(page.flashMessages()?.success)

    const script = await client.post('/contact').json(valid).accept('json')
    script.assertStatus(403)

    assert.isNull(await ContactMessage.query().first())
    mails.assertNoneQueued()
  })
})
