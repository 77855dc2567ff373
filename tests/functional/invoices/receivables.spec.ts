import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Invoice from '#models/invoice'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { todayInZone } from '#actions/invoices/list_invoices'
import { inPaymentTransaction, recordPayment } from '#actions/payments/record_payment'
import { creditNote, issuedInvoice } from '../payments/payments_helpers.js'

/*
| Receivables by age on the staff's /invoices (issue 42): what is still owed on issued
| invoices, by days past the due date in the invoices' zone and per client, per currency.
*/

/* An issued invoice due `late` days ago (negative: in the future). */
async function dueAgo(client: any, staff: User, projectId: number, late: number, price = '100') {
  const invoice = await issuedInvoice(client, staff, projectId, price)
  const due = todayInZone().minus({ days: late })
  await Invoice.query().where('id', invoice.id).update({ due_date: due.toISODate() })
  return invoice
}

async function pay(invoice: Invoice, amountMinor: number, reference: string) {
  await inPaymentTransaction((trx) =>
    recordPayment(
      trx,
      invoice.id,
      {
        reference,
        method: 'bank',
        amountMinor,
        currency: invoice.currency,
        paidOn: todayInZone().toISODate()!,
      },
      { strict: false }
    )
  )
}

/*
| Alpha (EUR, owned by Anna): one due in 5 days, one 10 days late and partly paid, one 45 days
| late with a credit note, one paid, a draft. Beta (CZK, owned by Boris): 31 and 90 days late.
*/
async function books(client: any) {
  const staff = await UserFactory.apply('staff').create()
  const anna = await UserFactory.merge({ fullName: 'Anna Kováčová' }).create()
  const boris = await UserFactory.merge({ fullName: 'Boris Novák' }).create()
  const alpha = await projectWith(anna, [], { attributes: { name: 'Alpha', currency: 'EUR' } })
  const beta = await projectWith(boris, [], { attributes: { name: 'Beta', currency: 'CZK' } })

  const soon = await dueAgo(client, staff, alpha.id, -5)
  const partly = await dueAgo(client, staff, alpha.id, 10)
  await pay(partly, 2300, 'bank:test:partly')
  const credited = await dueAgo(client, staff, alpha.id, 45, '200')
  const note = await creditNote(client, staff, credited, '100')
  const paid = await dueAgo(client, staff, alpha.id, 20)
  await pay(paid, 12_300, 'bank:test:paid')
  await client
    .post('/invoices')
    .loginAs(staff)
    .form({
      'projectId': alpha.id,
      'lines[0][description]': 'Not issued yet',
      'lines[0][quantity]': '1',
      'lines[0][unit]': 'h',
      'lines[0][unitPrice]': '5000',
      'lines[0][vatRate]': '2300',
    })
    .withCsrfToken()

  const month = await dueAgo(client, staff, beta.id, 31)
  const old = await dueAgo(client, staff, beta.id, 90, '1000')
  return { staff, anna, boris, alpha, beta, soon, partly, credited, note, paid, month, old }
}

const byId = (a: number, b: number) => a - b
const idsOf = (props: any) => props.invoices.map((invoice: any) => invoice.id).sort(byId)
const ids = (...invoices: Invoice[]) => invoices.map((invoice) => invoice.id).sort(byId)

test.group('Invoices: receivables by age', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('staff see what is owed by age and per client, per currency: the remainder of a partly paid one, a credit note netted, no paid invoice, no draft', async ({
    client,
    assert,
  }) => {
    const { staff, anna, boris } = await books(client)
    const response = await client.get('/invoices').loginAs(staff).withInertia()
    response.assertStatus(200)
    const { receivables } = response.inertiaProps as any

    assert.deepEqual(receivables.totals, [
      {
        currency: 'CZK',
        current: 0,
        days1To30: 0,
        days31To60: 12_300,
        over60: 123_000,
        total: 135_300,
      },
      {
        currency: 'EUR',
        current: 12_300,
        days1To30: 10_000,
        days31To60: 24_600 - 12_300,
        over60: 0,
        total: 34_600,
      },
    ])
    // The longest overdue client first; each with their own currency, never a sum across.
    assert.deepEqual(
      receivables.clients.map((row: any) => [row.clientId, row.name, row.currencies.length]),
      [
        [boris.id, 'Boris Novák', 1],
        [anna.id, 'Anna Kováčová', 1],
      ]
    )
    assert.containsSubset(receivables.clients[1].currencies[0], {
      currency: 'EUR',
      current: 12_300,
      days1To30: 10_000,
      days31To60: 12_300,
      total: 34_600,
    })
  })

  test('a bucket and a client link to the list filtered to what they count', async ({
    client,
    assert,
  }) => {
    const { staff, anna, soon, partly, credited, month, old } = await books(client)
    const list = async (qs: string) =>
      idsOf((await client.get(`/invoices?${qs}`).loginAs(staff).withInertia()).inertiaProps)

    assert.deepEqual(await list('age=current'), ids(soon))
    assert.deepEqual(await list('age=1_30'), ids(partly))
    // The credited invoice is counted by what its credit note left of it; the note is not a row.
    assert.deepEqual(await list('age=31_60'), ids(credited, month))
    assert.deepEqual(await list('age=over_60'), ids(old))
    assert.deepEqual(await list(`status=unpaid&clientId=${anna.id}`), ids(soon, partly, credited))
    // The list's own totals agree with the bucket it was opened from.
    const bucket = await client.get('/invoices?age=31_60').loginAs(staff).withInertia()
    assert.sameDeepMembers(
      (bucket.inertiaProps as any).totals.map((row: any) => [row.currency, row.unpaid]),
      [
        ['EUR', 12_300],
        ['CZK', 12_300],
      ]
    )
  })

  test('a client gets no receivables, and no other client’s invoices through the filters', async ({
    client,
    assert,
  }) => {
    const { anna, boris, soon, partly, credited, note, paid } = await books(client)
    const response = await client.get('/invoices').loginAs(anna).withInertia()
    response.assertStatus(200)
    const props = response.inertiaProps as any
    assert.isNull(props.receivables)
    assert.notInclude(JSON.stringify(props), 'Boris Novák')
    // Their own invoices, paid ones too, as before.
    assert.deepEqual(idsOf(props), ids(soon, partly, credited, note, paid))

    const theirs = await client
      .get(`/invoices?clientId=${boris.id}&age=over_60`)
      .loginAs(anna)
      .withInertia()
    theirs.assertStatus(200)
    assert.isNull((theirs.inertiaProps as any).receivables)
    assert.lengthOf((theirs.inertiaProps as any).invoices, 0)
  })
})
