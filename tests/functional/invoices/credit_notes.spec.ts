import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import Invoice from '#models/invoice'
import OutboxMail from '#models/outbox_mail'
import type User from '#models/user'
import { todayInZone } from '#actions/invoices/list_invoices'
import { sendPaymentReminders } from '#actions/payments/payment_reminders'
import {
  camt053,
  creditNote,
  issuedInvoice,
  paymentsWorld,
  uploadStatement,
} from '../payments/payments_helpers.js'

/*
| A credit note takes back what it credits: the invoice is owed only what is left of it, in the
| list, on both dashboards, in reminders and in payments; a credit note itself is never late.
*/

/* An issued invoice of `price` + 23 %, due `late` days ago. */
async function lateInvoice(
  client: any,
  staff: User,
  projectId: number,
  late: number,
  price = '100'
) {
  const invoice = await issuedInvoice(client, staff, projectId, price)
  await Invoice.query()
    .where('id', invoice.id)
    .update({ due_date: todayInZone().minus({ days: late }).toISODate() })
  return Invoice.findOrFail(invoice.id)
}

const listed = async (client: any, user: User, qs = '') =>
  ((await client.get(`/invoices${qs}`).loginAs(user).withInertia()).inertiaProps as any).invoices

test.group('Invoices: credit notes take back what they credit', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test('a fully credited overdue invoice reads "credited", leaves the overdue and unpaid lists, and its credit note is never overdue', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    const whole = await lateInvoice(client, staff, project.id, 12)
    const note = await creditNote(client, staff, whole, '100')
    // The credit note's own due date passes too: it is still only issued.
    await Invoice.query()
      .where('id', note.id)
      .update({ due_date: todayInZone().minus({ days: 5 }).toISODate() })
    const open = await lateInvoice(client, staff, project.id, 3)

    const all = await listed(client, staff)
    const statusOf = (id: number) => all.find((row: any) => row.id === id)?.status
    assert.equal(statusOf(whole.id), 'credited')
    assert.equal(statusOf(note.id), 'issued')
    assert.equal(statusOf(open.id), 'overdue')
    const overdue = await listed(client, staff, '?status=overdue')
    assert.deepEqual(
      overdue.map((row: any) => row.id),
      [open.id]
    )
    const unpaid = await listed(client, staff, '?status=unpaid')
    assert.deepEqual(
      unpaid.map((row: any) => row.id),
      [open.id]
    )
    // The owner sees the same states.
    const theirs = await listed(client, owner)
    assert.equal(theirs.find((row: any) => row.id === whole.id).status, 'credited')
    assert.equal(theirs.find((row: any) => row.id === note.id).status, 'issued')

    const page = await client.get(`/invoices/${whole.id}`).loginAs(owner).withInertia()
    const shown = (page.inertiaProps as any).invoice
    assert.equal(shown.creditedMinor, 12_300)
    assert.equal(shown.outstandingMinor, 0)
  })

  test('the dashboards put what is left of a partly credited invoice before the owner and staff, and nothing of a fully credited one', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    const partly = await lateInvoice(client, staff, project.id, 4, '100')
    await creditNote(client, staff, partly, '25')
    const whole = await lateInvoice(client, staff, project.id, 8, '50')
    await creditNote(client, staff, whole, '50')

    const mine = (await client.get('/dashboard').loginAs(owner).withInertia()).inertiaProps as any
    assert.deepEqual(
      mine.invoicesDue.map((invoice: any) => [
        invoice.id,
        invoice.status,
        invoice.outstandingMinor,
      ]),
      [[partly.id, 'overdue', 12_300 - 3075]]
    )
    assert.equal(mine.counts.invoicesDue, 1)

    const team = ((await client.get('/dashboard').loginAs(staff).withInertia()).inertiaProps as any)
      .team
    const ids = team.overdueInvoices.map((invoice: any) => invoice.id)
    assert.include(ids, partly.id)
    assert.notInclude(ids, whole.id)
  })

  test('reminders stop once a credit note takes back the invoice; a statement pays what is left and no more', async ({
    client,
    assert,
  }) => {
    const { staff, project } = await paymentsWorld()
    const whole = await issuedInvoice(client, staff, project.id, '100')
    const partly = await issuedInvoice(client, staff, project.id, '100')
    await creditNote(client, staff, whole, '100')
    await creditNote(client, staff, partly, '20')
    const due = whole.dueDate!
    const tenDaysLate = DateTime.fromISO(`${due.toISODate()}T10:00:00`, {
      zone: 'Europe/Bratislava',
    }).plus({ days: 10 })
    // Only the partly credited one is reminded of, for what is left of it.
    assert.equal(await sendPaymentReminders(tenDaysLate), 1)
    const [reminder] = await OutboxMail.query().where('kind', 'PaymentReminderMail')
    assert.include(reminder.subject, partly.number!)

    // What is left (123.00 − 24.60) pays it in full.
    await uploadStatement(
      client,
      staff,
      camt053([{ ref: 'LEFT-1', amount: '98.40', vs: partly.variableSymbol! }])
    )
    await partly.refresh()
    assert.isNotNull(partly.paidAt)
    assert.equal(partly.paidMinor, 9840)
    const shown = await listed(client, staff)
    assert.equal(shown.find((row: any) => row.id === partly.id).status, 'paid')
  })
})
