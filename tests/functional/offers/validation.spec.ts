import { test } from '@japa/runner'
import fc from 'fast-check'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import Offer from '#models/offer'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { fieldError } from '#tests/helpers/field_errors'

const LOCALES = ['en', 'sk', 'cs', 'de'] as const
const t = (locale: string, key: string, values: Record<string, unknown> = {}) =>
  i18nManager.locale(locale).t(key, values)

const FORM = {
  email: 'peter@example.com',
  greeting: 'Dear Peter,',
  salutation: 'Best regards,',
  locale: 'en',
  subject: 'An app for your shop',
  content: 'We would love to build it.',
}

const tooLong = (length: number) => 'x'.repeat(length)
const CASES: { field: string; value: string; key: string; values?: Record<string, unknown> }[] = [
  { field: 'email', value: '', key: 'offers.validation.email.required' },
  { field: 'email', value: 'not-an-address', key: 'validator.shared.messages.email' },
  { field: 'greeting', value: '  ', key: 'offers.validation.greeting.required' },
  { field: 'salutation', value: '', key: 'offers.validation.salutation.required' },
  { field: 'subject', value: '', key: 'offers.validation.subject.required' },
  {
    field: 'subject',
    value: tooLong(201),
    key: 'validator.shared.messages.maxLength',
    values: { max: 200 },
  },
  {
    field: 'greeting',
    value: tooLong(201),
    key: 'validator.shared.messages.maxLength',
    values: { max: 200 },
  },
  { field: 'content', value: '', key: 'offers.validation.content.required' },
  {
    field: 'content',
    value: tooLong(20_001),
    key: 'validator.shared.messages.maxLength',
    values: { max: 20_000 },
  },
  { field: 'locale', value: 'fr', key: 'offers.validation.locale.enum' },
]

async function send(client: any, fields: Record<string, unknown>, locale: string) {
  const staff = await UserFactory.apply('staff').create()
  return client
    .post(`/offers?lang=${locale}`)
    .loginAs(staff)
    .header('Referer', '/offers/create')
    .withCsrfToken()
    .form({ ...FORM, ...fields })
    .redirects(0)
}

test.group('Offers: the form against its bounds, in four languages', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('{field} = {label}')
    .with(CASES.map((entry) => ({ ...entry, label: entry.value.slice(0, 20) || '(empty)' })))
    .run(async ({ client, assert }, entry) => {
      for (const locale of LOCALES) {
        const response = await send(client, { [entry.field]: entry.value }, locale)
        assert.equal(response.status(), 302)
        assert.equal(response.header('location'), '/offers/create')
        assert.equal(fieldError(response, entry.field), t(locale, entry.key, entry.values), locale)
        if (locale !== 'en') {
          assert.notEqual(fieldError(response, entry.field), t('en', entry.key, entry.values))
        }
      }
      assert.equal(
        await Offer.query()
          .count('* as total')
          .first()
          .then((r: any) => Number(r.$extras.total)),
        0
      )
    })

  test('values on the bounds are accepted; a draft is kept unsent', async ({ client, assert }) => {
    const response = await send(
      client,
      {
        subject: tooLong(200),
        greeting: tooLong(200),
        salutation: tooLong(200),
        content: tooLong(20_000),
        intent: 'draft',
      },
      'de'
    )
    response.assertFlashMessage('success', 'Entwurf gespeichert.')
    const offer = await Offer.firstOrFail()
    assert.equal(offer.status, 'draft')
    assert.isNull(offer.deliveryState)
    assert.isNull(offer.sentAt)
  })

  test('a sent offer cannot be edited; a draft can, and sending it queues it', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const sent = await OfferFactory.apply('sent').create()
    const refused = await client
      .put(`/offers/${sent.id}`)
      .loginAs(staff)
      .header('Referer', `/offers/${sent.id}/edit`)
      .withCsrfToken()
      .form({ ...FORM, intent: 'send' })
      .redirects(0)
    refused.assertFlashMessage('error', 'This offer has been sent and can no longer be changed.')
    await sent.refresh()
    assert.notEqual(sent.email, FORM.email)

    const draft = await OfferFactory.create()
    const response = await client
      .put(`/offers/${draft.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ ...FORM, intent: 'send' })
      .redirects(0)
    response.assertFlashMessage('success', 'Offer sent.')
    await draft.refresh()
    assert.equal(draft.email, FORM.email)
    assert.equal(draft.status, 'sent')
    assert.equal(draft.deliveryState, 'delivered')
  })
})

/*
| What a fuzzer or a careless script sends to the offer form and the preview: any Unicode, huge
| strings, wrong types and missing fields, as a form or JSON. Never a server error, and every
| message a field gets is one of the product's own, in the page's language.
*/
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('', ' ', '\u0000', '\ud800', 'sk', 'de', 'x@y', 'a@b.c', '@', '<b>x</b>'),
  fc.integer({ min: 15_000, max: 300_000 }).map((length) => 'é'.repeat(length))
)
const anyValue = fc.oneof(
  { arbitrary: text, weight: 4 },
  { arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)), weight: 2 },
  {
    arbitrary: fc.oneof(
      fc.array(text, { maxLength: 2 }),
      fc.dictionary(fc.string({ maxLength: 4 }), text, { maxKeys: 2 })
    ),
    weight: 1,
  },
  { arbitrary: fc.constant(undefined), weight: 1 }
)
const FIELDS = ['email', 'greeting', 'salutation', 'locale', 'subject', 'content', 'intent']
const payload = fc.record(
  Object.fromEntries(FIELDS.map((field) => [field, anyValue])) as Record<string, typeof anyValue>
)

/* Every message any rule of the offer form can give, in one language. */
function knownMessages(locale: string) {
  const keys = [
    'offers.validation.email.required',
    'offers.validation.greeting.required',
    'offers.validation.salutation.required',
    'offers.validation.locale.required',
    'offers.validation.locale.enum',
    'offers.validation.subject.required',
    'offers.validation.content.required',
    'offers.validation.intent.enum',
    'validator.shared.messages.email',
    'validator.shared.messages.string',
    'validator.shared.messages.enum',
    'validator.shared.messages.required',
  ]
  const messages = new Set(keys.map((key) => t(locale, key)))
  for (const max of [200, 254, 20_000])
    messages.add(t(locale, 'validator.shared.messages.maxLength', { max }))
  return messages
}

test.group('Offers: bad input (property-based)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the create form never answers with a server error, and every error is translated', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    await fc.assert(
      fc.asyncProperty(
        payload,
        fc.constantFrom(...LOCALES),
        fc.boolean(),
        async (body, locale, json) => {
          let request = client
            .post(`/offers?lang=${locale}`)
            .loginAs(staff)
            .header('Referer', '/offers/create')
            .withCsrfToken()
            .redirects(0)
          request = json ? request.json(body).accept('json') : request.form(body as any)
          const response = await request
          assert.isBelow(response.status(), 500, JSON.stringify(body).slice(0, 300))
          const errors: Record<string, unknown> = json
            ? Object.fromEntries(
                ((response.body()?.errors ?? []) as { field: string; message: string }[]).map(
                  (error) => [error.field, error.message]
                )
              )
            : ((response.flashMessages()?.inputErrorsBag ?? {}) as Record<string, unknown>)
          const known = knownMessages(locale)
          for (const [field, value] of Object.entries(errors)) {
            const message = Array.isArray(value) ? value[0] : value
            assert.isTrue(known.has(String(message)), `${locale} ${field}: ${message}`)
          }
        }
      ),
      { numRuns: 60 }
    )
  })

  test('the preview never answers with a server error', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    await fc.assert(
      fc.asyncProperty(payload, async (body) => {
        const response = await client
          .post('/offers/preview')
          .loginAs(staff)
          .withCsrfToken()
          .json(body)
          .accept('json')
        // Too large a body is refused by the body parser (413); anything else is rendered.
        assert.oneOf(response.status(), [200, 413], JSON.stringify(body).slice(0, 300))
        if (response.status() === 200) assert.include(response.body().data.html, '<html')
      }),
      { numRuns: 40 }
    )
  })
})
