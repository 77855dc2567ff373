import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { DateTime } from 'luxon'
import OutboxMail from '#models/outbox_mail'
import User from '#models/user'
import Payment from '#models/payment'
import { sendPaymentReminders } from '#actions/payments/payment_reminders'
import { camt053, issuedInvoice, paymentsWorld, uploadStatement } from './payments_helpers.js'

const reminders = () => OutboxMail.query().where('kind', 'PaymentReminderMail').orderBy('id')

test.group('Payments: reminders for overdue invoices', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(90_000)

  test('an overdue invoice reminds its owner in their language at 3, 10 and 20 days, each once, and stops when paid', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    await User.query().where('id', owner.id).update({ locale: 'sk' })
    const invoice = await issuedInvoice(client, staff, project.id)
    const due = invoice.dueDate!
    const on = (days: number) =>
      DateTime.fromISO(`${due.toISODate()}T10:00:00`, { zone: 'Europe/Bratislava' }).plus({ days })

    assert.equal(await sendPaymentReminders(on(2)), 0)
    assert.equal(await sendPaymentReminders(on(3)), 1)
    assert.equal(await sendPaymentReminders(on(4)), 0)
    const [first] = await reminders()
    assert.equal(first.recipient, owner.email)
    assert.equal(first.subject, `Pripomienka: faktúra ${invoice.number} je po splatnosti`)

    assert.equal(await sendPaymentReminders(on(10)), 1)
    assert.equal(await sendPaymentReminders(on(10)), 0)
    assert.lengthOf(await reminders(), 2)

    // Paid in full before the third stage: no more reminders.
    await uploadStatement(
      client,
      staff,
      camt053([{ ref: 'PAID-1', amount: '123.00', vs: invoice.variableSymbol! }])
    )
    assert.lengthOf(await Payment.all(), 1)
    assert.equal(await sendPaymentReminders(on(21)), 0)
    assert.lengthOf(await reminders(), 2)
  })

  test('an invoice found late gets only the latest stage, never the earlier ones after it', async ({
    client,
    assert,
  }) => {
    const { staff, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id)
    const at = DateTime.fromISO(`${invoice.dueDate!.toISODate()}T10:00:00`, {
      zone: 'Europe/Bratislava',
    })
    assert.equal(await sendPaymentReminders(at.plus({ days: 25 })), 1)
    assert.equal(await sendPaymentReminders(at.plus({ days: 26 })), 0)
    const [mail] = await reminders()
    assert.equal(mail.subject, `Reminder: invoice ${invoice.number} is overdue`)
  })
})
