import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import testUtils from '@adonisjs/core/services/test_utils'
import i18nManager from '@adonisjs/i18n/services/main'
import conversationsConfig from '#config/conversations'
import Offer from '#models/offer'
import OfferEvent from '#models/offer_event'
import { UserFactory } from '#database/factories/user_factory'
import { OfferFactory } from '#database/factories/offer_factory'
import { renderOfferEmail } from '#actions/offers/preview_offer'
import { offerAmount } from '#shared/offers'
import { fieldError } from '#tests/helpers/field_errors'

const t = (locale: string, key: string, values: Record<string, unknown> = {}) =>
  i18nManager.locale(locale).t(key, values)

const TEXTS = {
  email: 'hana@example.com',
  greeting: 'Dear Hana,',
  salutation: 'Best regards,',
  locale: 'en',
  subject: 'A booking app for your salon',
  content: 'Thank you for the call.',
  currency: 'EUR',
  timeline: '6 weeks',
}

/* As the HTML form posts them. */
const FORM = {
  ...TEXTS,
  'items[0][description]': 'Design',
  'items[0][quantity]': '1,5',
  'items[0][unitPrice]': '1000',
  'items[1][description]': 'Development',
  'items[1][quantity]': '3',
  'items[1][unitPrice]': '2500.50',
}

const inDays = (days: number) => DateTime.now().plus({ days }).toISODate()!

async function compose(client: any, fields: Record<string, string>, locale = 'en') {
  const staff = await UserFactory.apply('staff').create()
  return client
    .post(`/offers?lang=${locale}`)
    .loginAs(staff)
    .header('Referer', '/offers/create')
    .withCsrfToken()
    .form({ ...FORM, ...fields })
    .redirects(0)
}

test.group('Offers: line items and terms', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff send line items in order; the amount is their sum, in the e-mail too', async ({
    client,
    assert,
  }) => {
    const response = await compose(client, { validUntil: inDays(14), price: '99' })
    assert.equal(response.status(), 302)
    const offer = await Offer.query().where('email', 'hana@example.com').firstOrFail()
    assert.deepEqual(offer.items, [
      { description: 'Design', quantity: 1.5, unitPriceMinor: 100_000 },
      { description: 'Development', quantity: 3, unitPriceMinor: 250_050 },
    ])
    // 1.5 × 1,000.00 + 3 × 2,500.50: the items win over the price typed beside them.
    assert.deepEqual(offer.amount, { minor: 900_150, currency: 'EUR' })
    assert.equal(offer.validUntil!.toISODate(), inDays(14))
    assert.equal(offer.timeline, '6 weeks')

    const email = await renderOfferEmail(offer)
    assert.include(email.html, 'Design')
    assert.include(email.html, '€9,001.50')
    assert.include(email.text, '- Development: 3 × €2,500.50 = €7,501.50')
    assert.include(email.text, 'Total: €9,001.50')
    assert.include(email.text, 'Timeline: 6 weeks')
  })

  test('an offer without terms, as the form posts its empty fields, is sent as before', async ({
    client,
    assert,
  }) => {
    const response = await compose(client, {
      'price': '',
      'timeline': '',
      'validUntil': '',
      'items[0][description]': '',
      'items[0][quantity]': '',
      'items[0][unitPrice]': '',
      'items[1][description]': '',
      'items[1][quantity]': '',
      'items[1][unitPrice]': '',
    })
    assert.notEqual(response.status(), 500)
    const staff = await UserFactory.apply('staff').create()
    const json = await client
      .post('/offers')
      .loginAs(staff)
      .withCsrfToken()
      .json({ ...TEXTS, price: '', timeline: '', validUntil: '', items: [] })
      .redirects(0)
    assert.equal(json.status(), 302)
    const offer = await Offer.query().where('email', 'hana@example.com').firstOrFail()
    assert.equal(json.header('location'), `/offers/${offer.id}`)
    assert.isNull(offer.validUntil)
    assert.isNull(offer.amount)
    assert.deepEqual(offer.items, [])
  })

  test('without line items the price is the amount; with neither there is none', ({ assert }) => {
    assert.equal(offerAmount({ lineItems: [], priceMinor: 1200 }), 1200)
    assert.isNull(offerAmount({ lineItems: null, priceMinor: null }))
    // 0.01 × 0.49 rounds to nothing; the items still win over the price.
    const tiny = [{ description: 'x', quantity: 0.01, unitPriceMinor: 49 }]
    assert.equal(offerAmount({ lineItems: tiny, priceMinor: 5 }), 0)
  })

  test('bad line items and terms are refused beside their fields, in the page language', async ({
    client,
    assert,
  }) => {
    const cases: [Record<string, string>, string, string, Record<string, unknown>?][] = [
      [
        { 'items[1][description]': '' },
        'items.1.description',
        'offers.validation.items.*.description.required',
      ],
      [
        { 'items[0][quantity]': 'two' },
        'items.0.quantity',
        'offers.validation.items.*.quantity.quantity',
      ],
      [
        { 'items[0][quantity]': '0' },
        'items.0.quantity',
        'offers.validation.items.*.quantity.quantityRange',
        { min: 0.01, max: 10_000 },
      ],
      [
        { 'items[1][unitPrice]': '12.345' },
        'items.1.unitPrice',
        'offers.validation.items.*.unitPrice.money',
      ],
      [{ validUntil: inDays(-1) }, 'validUntil', 'offers.validation.validUntil.past'],
      [{ validUntil: '2026-02-30' }, 'validUntil', 'offers.validation.validUntil.regex'],
      [{ 'price': '-5', 'items[0][description]': '' }, 'price', 'offers.validation.price.money'],
    ]
    for (const [fields, field, key, values] of cases) {
      const response = await compose(client, fields, 'sk')
      assert.equal(response.header('location'), '/offers/create')
      assert.equal(fieldError(response, field), t('sk', key, values), field)
      assert.notEqual(fieldError(response, field), t('en', key, values), field)
    }
    // The app posts the form as JSON (Inertia), as many items as staff add.
    const staff = await UserFactory.apply('staff').create()
    const postJson = (body: Record<string, unknown>, locale: string) =>
      client
        .post(`/offers?lang=${locale}`)
        .loginAs(staff)
        .header('Referer', '/offers/create')
        .withCsrfToken()
        .json({ ...TEXTS, ...body })
        .redirects(0)
    const tooMany = await postJson(
      {
        items: Array.from({ length: 31 }, (_, index) => ({
          description: `Item ${index}`,
          quantity: '1',
          unitPrice: '1',
        })),
      },
      'de'
    )
    assert.equal(
      fieldError(tooMany, 'items'),
      t('de', 'offers.validation.items.tooMany', { max: 30 })
    )
    const notAList = await postJson({ items: 'many' }, 'cs')
    assert.equal(fieldError(notAList, 'items'), t('cs', 'offers.validation.items.array'))
    assert.lengthOf(await Offer.query().where('email', 'hana@example.com'), 0)
  })

  test('the preview shows the line items as they are typed', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const response = await client
      .post('/offers/preview')
      .loginAs(staff)
      .withCsrfToken()
      .json({
        ...TEXTS,
        items: [
          { description: 'Hosting', quantity: '12', unitPrice: '20' },
          { description: '', quantity: '', unitPrice: '' },
        ],
      })
    response.assertStatus(200)
    assert.include(response.body().data.html, 'Hosting')
    assert.include(response.body().data.html, '€240.00')
  })

  test('a duplicate keeps the items and the price, not the valid-until day', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const offer = await OfferFactory.apply('sent')
      .merge({ priceMinor: 5000, validUntil: DateTime.now().plus({ days: 3 }) })
      .create()
    offer.items = [{ description: 'Audit', quantity: 2, unitPriceMinor: 30_000 }]
    await offer.save()
    await client.post(`/offers/${offer.id}/duplicate`).loginAs(staff).withCsrfToken()
    const copy = await Offer.query()
      .where('email', offer.email)
      .whereNot('id', offer.id)
      .firstOrFail()
    assert.deepEqual(copy.items, offer.items)
    assert.equal(copy.priceMinor, 5000)
    assert.isNull(copy.validUntil)
  })
})

test.group('Offers: an expired offer', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('past its valid-until day the page says so and the server refuses an answer', async ({
    client,
    assert,
  }) => {
    const offer = await OfferFactory.apply('opened')
      .merge({ validUntil: DateTime.now().minus({ days: 2 }) })
      .create()
    const page = await client.get(`/offer/${offer.viewToken}?lang=sk`)
    page.assertStatus(200)
    assert.include(page.text(), t('sk', 'offers.online.expiredTitle'))
    assert.notInclude(page.text(), 'name="answer"')

    const refused = await client
      .post(`/offer/${offer.viewToken}/answer`)
      .header('Referer', `/offer/${offer.viewToken}`)
      .withCsrfToken()
      .form({ answer: 'interested' })
      .redirects(0)
    refused.assertFlashMessage('error', t('en', 'offers.errors.expired'))
    await offer.refresh()
    assert.equal(offer.status, 'opened')
    assert.isNull(offer.answer)
    assert.lengthOf(await OfferEvent.query().where('offer_id', offer.id), 0)
  })

  test('on its last valid day it can still be answered', async ({ client, assert }) => {
    // The day is the company's (Offer.isExpired): from 23:00 UTC it is tomorrow in Bratislava.
    const companyToday = DateTime.now().setZone(conversationsConfig.timeZone).toISODate()!
    const offer = await OfferFactory.apply('sent')
      .merge({ validUntil: DateTime.fromISO(companyToday) })
      .create()
    await client
      .post(`/offer/${offer.viewToken}/answer`)
      .withCsrfToken()
      .form({ answer: 'not_now' })
    await offer.refresh()
    assert.equal(offer.answer, 'not_now')
  })
})

test.group('Received offers: the offers a client received', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function world() {
    const client = await UserFactory.create()
    const other = await UserFactory.create()
    const unverified = await UserFactory.apply('unverified').create()
    const staff = await UserFactory.apply('staff').create()
    const mine = await OfferFactory.apply('opened')
      .merge({ email: client.email, subject: 'Mine to answer', priceMinor: 120_000 })
      .create()
    const draft = await OfferFactory.merge({
      email: client.email,
      subject: 'Not sent yet',
    }).create()
    const theirs = await OfferFactory.apply('sent')
      .merge({ email: other.email, subject: 'Somebody else’s' })
      .create()
    const unverifiedOffer = await OfferFactory.apply('sent')
      .merge({ email: unverified.email, subject: 'For an unverified address' })
      .create()
    return { client, other, unverified, staff, mine, draft, theirs, unverifiedOffer }
  }

  test('the recipient lists and opens their own offers, nobody else’s, no drafts', async ({
    client: http,
    assert,
  }) => {
    const w = await world()
    const list = await http.get('/proposals').loginAs(w.client).withInertia()
    list.assertStatus(200)
    const offers = list.inertiaProps.offers as { id: number; subject: string; amount: any }[]
    assert.deepEqual(
      offers.map((offer) => offer.subject),
      ['Mine to answer']
    )
    assert.deepEqual(offers[0].amount, { minor: 120_000, currency: 'EUR' })

    const page = await http.get(`/proposals/${w.mine.id}`).loginAs(w.client).withInertia()
    page.assertStatus(200)
    assert.equal((page.inertiaProps.offer as { subject: string }).subject, 'Mine to answer')
    assert.notProperty(page.inertiaProps.offer, 'viewToken')
    assert.notProperty(page.inertiaProps.offer, 'trackingToken')

    for (const offer of [w.theirs, w.draft]) {
      const other = await http.get(`/proposals/${offer.id}`).loginAs(w.client)
      other.assertStatus(404)
    }
  })

  test('another client, staff and a guest do not get in; an unverified address sees nothing', async ({
    client: http,
    assert,
  }) => {
    const w = await world()
    for (const who of [w.other, w.staff]) {
      const response = await http.get(`/proposals/${w.mine.id}`).loginAs(who)
      response.assertStatus(404)
      const answer = await http
        .post(`/proposals/${w.mine.id}/answer`)
        .loginAs(who)
        .withCsrfToken()
        .form({ answer: 'interested' })
      answer.assertStatus(404)
    }
    const otherList = await http.get('/proposals').loginAs(w.other).withInertia()
    assert.deepEqual(
      (otherList.inertiaProps.offers as { subject: string }[]).map((offer) => offer.subject),
      ['Somebody else’s']
    )
    const staffList = await http.get('/proposals').loginAs(w.staff).withInertia()
    assert.lengthOf(staffList.inertiaProps.offers as unknown[], 0)

    const guest = await http.get('/proposals').redirects(0)
    assert.equal(guest.status(), 302)
    assert.match(guest.header('location') ?? '', /\/login/)
    const guestShow = await http.get(`/proposals/${w.mine.id}`).redirects(0)
    assert.match(guestShow.header('location') ?? '', /\/login/)

    for (const path of ['/proposals', `/proposals/${w.unverifiedOffer.id}`]) {
      const unverified = await http.get(path).loginAs(w.unverified).redirects(0)
      assert.equal(unverified.status(), 302)
      assert.equal(unverified.header('location'), '/verify-email')
    }
    await w.mine.refresh()
    assert.isNull(w.mine.answer)
  })

  test('the recipient answers in the app: same action and rules as the online page', async ({
    client: http,
    assert,
  }) => {
    const w = await world()
    const noCsrf = await http
      .post(`/proposals/${w.mine.id}/answer`)
      .loginAs(w.client)
      .form({ answer: 'interested' })
      .redirects(0)
    assert.notEqual(noCsrf.status(), 200)
    await w.mine.refresh()
    assert.isNull(w.mine.answer)

    const response = await http
      .post(`/proposals/${w.mine.id}/answer`)
      .loginAs(w.client)
      .withCsrfToken()
      .form({ answer: 'interested', message: 'Call me on Monday.' })
      .redirects(0)
    assert.equal(response.header('location'), `/proposals/${w.mine.id}`)
    response.assertFlashMessage('success', t('en', 'offers.online.thanks'))
    await w.mine.refresh()
    assert.equal(w.mine.status, 'responded')
    assert.equal(w.mine.answer, 'interested')
    assert.equal(w.mine.answerMessage, 'Call me on Monday.')
    const events = await OfferEvent.query().where('offer_id', w.mine.id)
    assert.deepEqual(
      events.map((event) => event.type),
      ['responded']
    )

    const expired = await OfferFactory.apply('sent')
      .merge({ email: w.client.email, validUntil: DateTime.now().minus({ days: 1 }) })
      .create()
    const refused = await http
      .post(`/proposals/${expired.id}/answer`)
      .loginAs(w.client)
      .header('Referer', `/proposals/${expired.id}`)
      .withCsrfToken()
      .form({ answer: 'interested' })
      .redirects(0)
    refused.assertFlashMessage('error', t('en', 'offers.errors.expired'))
    await expired.refresh()
    assert.isNull(expired.answer)
  })
})
