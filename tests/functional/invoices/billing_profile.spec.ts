import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import BillingProfile from '#models/billing_profile'
import { UserFactory } from '#database/factories/user_factory'
import { fieldError } from '#tests/helpers/field_errors'

const company = {
  kind: 'company',
  name: 'Acme s.r.o.',
  street: 'Hlavná 1',
  postalCode: '811 01',
  city: 'Bratislava',
  country: 'SK',
  companyNumber: '35 757 442',
  taxNumber: '2020273893',
  vatId: 'SK 2020273893',
}

test.group('Settings: billing profile', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a guest is sent to log in', async ({ client }) => {
    const response = await client.get('/settings/billing').redirects(0)
    response.assertStatus(302)
    response.assertHeader('location', '/login')
  })

  test('the page opens in the settings layout with no profile yet', async ({ client }) => {
    const user = await UserFactory.create()
    const response = await client.get('/settings/billing').loginAs(user).withInertia()
    response.assertStatus(200)
    response.assertInertiaComponent('settings/billing')
    response.assertInertiaPropsContains({ profile: null })
  })

  test('a company is saved with its numbers compacted', async ({ client, assert }) => {
    const user = await UserFactory.create()
    const response = await client
      .put('/settings/billing')
      .loginAs(user)
      .form(company)
      .withCsrfToken()
      .redirects(0)
    response.assertHeader('location', '/settings/billing')
    response.assertFlashMessage('success', 'Saved.')
    const profile = await BillingProfile.findByOrFail('userId', user.id)
    assert.equal(profile.companyNumber, '35757442')
    assert.equal(profile.vatId, 'SK2020273893')

    const page = await client.get('/settings/billing').loginAs(user).withInertia()
    assert.equal(page.inertiaProps.profile.name, 'Acme s.r.o.')
  })

  test('a private person keeps no company numbers', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await client
      .put('/settings/billing')
      .loginAs(user)
      .form({ ...company, kind: 'person', name: 'Jana Nová' })
      .withCsrfToken()
    const profile = await BillingProfile.findByOrFail('userId', user.id)
    assert.equal(profile.kind, 'person')
    assert.isNull(profile.companyNumber)
    assert.isNull(profile.vatId)
  })

  test('numbers in the wrong format get their own message beside the field, nothing is saved', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .put('/settings/billing')
      .loginAs(user)
      .form({ ...company, companyNumber: '35757443', taxNumber: '1234', vatId: 'CZ12345678' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(response, 'companyNumber'),
      'This is not a valid company ID (IČO): 8 digits in Slovakia and Czechia.'
    )
    assert.match(fieldError(response, 'taxNumber')!, /not a valid tax ID/)
    assert.match(fieldError(response, 'vatId')!, /VAT ID with your country's prefix/)
    assert.isNull(await BillingProfile.findBy('userId', user.id))
  })

  test('a company needs its IČO; the message is in the reader language', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    const response = await client
      .put('/settings/billing')
      .loginAs(user)
      .header('accept-language', 'sk')
      .form({ ...company, companyNumber: '' })
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'companyNumber'), 'Zadajte IČO.')
  })

  test('a German company is checked by its VAT ID form, not by Slovak rules', async ({
    client,
    assert,
  }) => {
    const user = await UserFactory.create()
    await client
      .put('/settings/billing')
      .loginAs(user)
      .form({
        ...company,
        country: 'DE',
        companyNumber: 'HRB12345',
        taxNumber: '',
        vatId: 'DE123456789',
      })
      .withCsrfToken()
    const profile = await BillingProfile.findByOrFail('userId', user.id)
    assert.equal(profile.vatId, 'DE123456789')
  })

  test('a change without the CSRF token is refused', async ({ client, assert }) => {
    const user = await UserFactory.create()
    await client.put('/settings/billing').loginAs(user).form(company).redirects(0)
    assert.isNull(await BillingProfile.findBy('userId', user.id))
  })
})
