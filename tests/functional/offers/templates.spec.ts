import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Offer from '#models/offer'
import OfferTemplate from '#models/offer_template'
import { UserFactory } from '#database/factories/user_factory'
import conversationsConfig from '#config/conversations'
import { fieldError } from '#tests/helpers/field_errors'

const FORM = {
  'name': 'Website, small business',
  'locale': 'de',
  'subject': 'Ihre neue Website',
  'greeting': 'Sehr geehrte Frau Huber,',
  'salutation': 'Mit freundlichen Grüßen,',
  'content': 'Vielen Dank für das Gespräch.\n\nWir schlagen Folgendes vor.',
  'currency': 'EUR',
  'timeline': '6 Wochen',
  'validDays': '30',
  'items[0][description]': 'Design',
  'items[0][quantity]': '1',
  'items[0][unitPrice]': '1200',
  'items[1][description]': 'Entwicklung',
  'items[1][quantity]': '1,5',
  'items[1][unitPrice]': '2000.50',
}

async function template(fields: Partial<OfferTemplate> = {}) {
  return OfferTemplate.create({
    name: 'Maintenance',
    locale: 'sk',
    subject: 'Údržba webu',
    greeting: 'Dobrý deň,',
    salutation: 'S pozdravom,',
    content: 'Ponúkame údržbu.',
    currency: 'EUR',
    validDays: 14,
    ...fields,
  })
}

test.group('Offer templates', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff create a template with its line items and validity, and see it listed', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const response = await client
      .post('/offers/templates')
      .loginAs(staff)
      .withCsrfToken()
      .form(FORM)
      .redirects(0)
    response.assertFlashMessage('success', 'Template saved.')
    assert.equal(response.header('location'), '/offers/templates')

    const saved = await OfferTemplate.firstOrFail()
    assert.equal(saved.name, 'Website, small business')
    assert.equal(saved.locale, 'de')
    assert.equal(saved.validDays, 30)
    assert.equal(saved.createdById, staff.id)
    assert.deepEqual(saved.items, [
      { description: 'Design', quantity: 1, unitPriceMinor: 120_000 },
      { description: 'Entwicklung', quantity: 1.5, unitPriceMinor: 200_050 },
    ])

    const page = await client.get('/offers/templates').loginAs(staff).withInertia()
    page.assertStatus(200)
    const listed = (page.inertiaProps as any).templates
    assert.lengthOf(listed, 1)
    assert.equal(listed[0].name, 'Website, small business')
    assert.equal(listed[0].items.length, 2)
  })

  test('bad input: a translated message beside the field, what was typed stays, nothing saved', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const response = await client
      .post('/offers/templates?lang=sk')
      .loginAs(staff)
      .header('Referer', '/offers/templates/create')
      .withCsrfToken()
      .form({ ...FORM, name: '  ', validDays: '400', locale: 'fr' })
      .redirects(0)
    assert.equal(response.header('location'), '/offers/templates/create')
    assert.equal(fieldError(response, 'name'), 'Pomenujte šablónu.')
    assert.equal(fieldError(response, 'validDays'), 'Zadajte 1 až 365 dní.')
    assert.equal(fieldError(response, 'locale'), 'Vyberte jeden z ponúkaných jazykov.')
    assert.equal(response.flashMessages()?.subject, FORM.subject)
    assert.equal((await OfferTemplate.all()).length, 0)
  })

  test('editing and deleting a template leaves the offers written from it as they are', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const saved = await template()
    const offer = await client
      .post('/offers')
      .loginAs(staff)
      .withCsrfToken()
      .form({
        email: 'jana@example.com',
        locale: saved.locale,
        subject: saved.subject,
        greeting: saved.greeting,
        salutation: saved.salutation,
        content: saved.content,
        intent: 'draft',
      })
      .redirects(0)
    offer.assertStatus(302)

    const updated = await client
      .put(`/offers/templates/${saved.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .form({ ...FORM, name: 'Maintenance 2027', subject: 'Nová údržba' })
      .redirects(0)
    updated.assertFlashMessage('success', 'Template updated.')
    await saved.refresh()
    assert.equal(saved.name, 'Maintenance 2027')
    assert.equal(saved.subject, 'Nová údržba')

    const deleted = await client
      .delete(`/offers/templates/${saved.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    deleted.assertFlashMessage('success', 'Template deleted.')
    assert.isNull(await OfferTemplate.find(saved.id))
    const kept = await Offer.firstOrFail()
    assert.equal(kept.subject, 'Údržba webu')
  })

  test('the composer offers every template with today in the company time zone', async ({
    client,
    assert,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    await template({ name: 'Údržba', locale: 'sk' })
    await template({ name: 'Wartung', locale: 'de', validDays: null })
    const page = await client.get('/offers/create').loginAs(staff).withInertia()
    const props = page.inertiaProps as any
    assert.sameMembers(
      props.templates.map((entry: any) => `${entry.locale}:${entry.name}`),
      ['sk:Údržba', 'de:Wartung']
    )
    assert.equal(props.today, DateTime.now().setZone(conversationsConfig.timeZone).toISODate())
    const sk = props.templates.find((entry: any) => entry.locale === 'sk')
    assert.equal(sk.validDays, 14)
    assert.equal(sk.content, 'Ponúkame údržbu.')
  })

  test('a client and a guest never reach a template, and nothing changes', async ({
    client,
    assert,
  }) => {
    const clientUser = await UserFactory.create()
    const saved = await template()
    const requests = [
      () => client.get('/offers/templates'),
      () => client.get('/offers/templates/create'),
      () => client.get(`/offers/templates/${saved.id}/edit`),
      () => client.post('/offers/templates').withCsrfToken().form(FORM),
      () => client.put(`/offers/templates/${saved.id}`).withCsrfToken().form(FORM),
      () => client.delete(`/offers/templates/${saved.id}`).withCsrfToken(),
    ]
    for (const request of requests) {
      const asClient = await request().loginAs(clientUser).redirects(0)
      assert.equal(asClient.status(), 404)
      const asGuest = await request().redirects(0)
      assert.equal(asGuest.status(), 302)
      assert.equal(asGuest.header('location'), '/login')
    }
    await saved.refresh()
    assert.equal(saved.name, 'Maintenance')
    assert.equal((await OfferTemplate.all()).length, 1)
  })

  test('without the CSRF token staff change nothing', async ({ client, assert }) => {
    const staff = await UserFactory.apply('staff').create()
    const saved = await template()
    for (const request of [
      client.post('/offers/templates').form(FORM),
      client.put(`/offers/templates/${saved.id}`).form(FORM),
      client.delete(`/offers/templates/${saved.id}`),
    ]) {
      const response = await request.loginAs(staff).redirects(0)
      assert.oneOf(response.status(), [302, 403])
      assert.notEqual(response.flashMessages()?.success, 'Template saved.')
    }
    await saved.refresh()
    assert.equal(saved.name, 'Maintenance')
    assert.equal((await OfferTemplate.all()).length, 1)
  })

  test('an unknown or malformed template id is the Not found page', async ({ client }) => {
    const staff = await UserFactory.apply('staff').create()
    for (const id of ['999999', '99999999999', '0']) {
      const response = await client.get(`/offers/templates/${id}/edit`).loginAs(staff)
      response.assertStatus(404)
    }
  })
})
