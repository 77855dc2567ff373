import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Payment from '#models/payment'
import Message from '#models/message'
import Invoice from '#models/invoice'
import { fieldError } from '#tests/helpers/field_errors'
import { camt053, issuedInvoice, paymentsWorld, uploadStatement } from './payments_helpers.js'

/*
| A bank credit no invoice took, given by staff to an invoice of its currency (POST
| /invoices/credits/{id}/assign): the invoice's payment from then on, once, in one transaction.
*/
async function unmatchedAfter(client: any, staff: any, credits: Parameters<typeof camt053>[0]) {
  ;(await uploadStatement(client, staff, camt053(credits))).assertStatus(302)
  return Payment.query().whereNull('invoiceId').orderBy('reference')
}

function assign(client: any, user: any, creditId: number, invoiceId: unknown) {
  let request = client
    .post(`/invoices/credits/${creditId}/assign`)
    .form({ invoiceId })
    .withCsrfToken()
    .redirects(0)
  if (user) request = request.loginAs(user)
  return request
}

test.group('Payments: assigning an unmatched credit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(90_000)

  test('staff give a credit with an unknown symbol to an invoice: it is paid, said in the chat, listed no more; a second click changes nothing', async ({
    client,
    assert,
  }) => {
    const { staff, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id, '100')
    const [credit] = await unmatchedAfter(client, staff, [
      { ref: 'U1', amount: '123.00', vs: '12345678', payer: 'Paid by a friend' },
    ])

    const page = await client.get('/invoices').loginAs(staff).withInertia()
    assert.deepEqual(
      page.inertiaProps.assignable.map((row: any) => [row.id, row.outstandingMinor]),
      [[invoice.id, 12_300]]
    )

    const response = await assign(client, staff, credit.id, invoice.id)
    response.assertStatus(302)
    response.assertHeader('location', '/invoices')
    response.assertFlashMessage('success', 'The credit was recorded as the invoice\u2019s payment.')
    await invoice.refresh()
    assert.equal(invoice.paidMinor, 12_300)
    assert.isNotNull(invoice.paidAt)
    const payments = await Payment.query().where('payerName', 'Paid by a friend')
    assert.deepEqual(
      payments.map((payment) => [payment.invoiceId, payment.unmatchedReason, payment.payerName]),
      [[invoice.id, null, 'Paid by a friend']]
    )
    const notice = await Message.query().where({ projectId: project.id, kind: 'notice' }).first()
    assert.deepEqual(notice?.notice, { type: 'invoice_paid', params: { number: invoice.number! } })
    const after = await client.get('/invoices').loginAs(staff).withInertia()
    assert.deepEqual(after.inertiaProps.unmatched, [])

    const again = await assign(client, staff, credit.id, invoice.id)
    again.assertFlashMessage('error', 'This credit was assigned already.')
    await invoice.refresh()
    assert.equal(invoice.paidMinor, 12_300)
  })

  test('another currency, a draft or no invoice at all: a message beside the field, nothing moved', async ({
    client,
    assert,
  }) => {
    const { staff, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id, '100')
    const draft = await Invoice.create({ projectId: project.id, currency: 'EUR', locale: 'sk' })
    const [credit] = await unmatchedAfter(client, staff, [
      { ref: 'C1', amount: '50.00', currency: 'CZK', vs: invoice.variableSymbol! },
    ])
    assert.equal(credit.unmatchedReason, 'currency')

    const other = await assign(client, staff, credit.id, invoice.id)
    assert.equal(
      fieldError(other, 'invoiceId'),
      'This invoice is in another currency than the credit.'
    )
    for (const target of [draft.id, 999_999]) {
      const refused = await assign(client, staff, credit.id, target)
      assert.equal(fieldError(refused, 'invoiceId'), 'Choose an issued invoice that is still open.')
    }
    for (const value of ['', 'abc', '-1', '1e400']) {
      const bad = await assign(client, staff, credit.id, value)
      bad.assertStatus(302)
      assert.isString(fieldError(bad, 'invoiceId'), JSON.stringify(value))
    }
    await credit.refresh()
    assert.isNull(credit.invoiceId)
    await invoice.refresh()
    assert.equal(invoice.paidMinor, 0)
  })

  test('only staff assign: a guest is sent to sign in, the owner and a member get 404, no CSRF token is refused', async ({
    client,
    assert,
  }) => {
    const { staff, owner, member, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id, '100')
    const [credit] = await unmatchedAfter(client, staff, [{ ref: 'G1', amount: '5.00', vs: '1' }])

    const guest = await assign(client, null, credit.id, invoice.id)
    guest.assertStatus(302)
    guest.assertHeader('location', '/login')
    for (const user of [owner, member]) {
      const refused = await assign(client, user, credit.id, invoice.id)
      refused.assertStatus(404)
    }
    const forged = await client
      .post(`/invoices/credits/${credit.id}/assign`)
      .loginAs(staff)
      .form({ invoiceId: invoice.id })
      .redirects(0)
    forged.assertFlashMessage('error', 'This page has expired. Please reload it and try again.')
    await credit.refresh()
    assert.isNull(credit.invoiceId)
    const ownerPage = await client.get('/invoices').loginAs(owner).withInertia()
    assert.deepEqual(ownerPage.inertiaProps.assignable, [])
  })
})
