import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import Payment from '#models/payment'
import Message from '#models/message'
import { recordBroadcasts } from '../projects/cast.js'
import { INVOICE_ZONE } from '#actions/invoices/issue_invoice'
import { minorUnits, parseStatement, StatementError } from '#actions/payments/camt053'
import { fieldError } from '#tests/helpers/field_errors'
import { camt053, issuedInvoice, paymentsWorld, uploadStatement } from './payments_helpers.js'

test.group('Payments: camt.053 statement import', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  // The first test of a run also pays for compiling the pages it renders on a busy machine.
  group.each.timeout(90_000)

  test('credits match by variable symbol and amount: a full payment, a partial one, an unknown one; debits and pending entries are left out', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await paymentsWorld()
    const full = await issuedInvoice(client, staff, project.id, '100')
    const partial = await issuedInvoice(client, staff, project.id, '200')
    assert.equal(full.totalMinor, 12_300)
    assert.equal(partial.totalMinor, 24_600)
    const xml = camt053([
      { ref: 'E1', amount: '123.00', vs: full.variableSymbol! },
      { ref: 'E2', amount: '100.5', vs: partial.variableSymbol! },
      { ref: 'E3', amount: '42.00', vs: '99999999', payer: 'Unknown payer s.r.o.' },
      { ref: 'E4', amount: '500.00', vs: partial.variableSymbol!, debit: true },
      { ref: 'E5', amount: '10.00', vs: partial.variableSymbol!, pending: true },
      { ref: 'E6', amount: '999.00', vs: full.variableSymbol! },
    ])

    const response = await uploadStatement(client, staff, xml)
    response.assertStatus(302)
    response.assertHeader('location', '/invoices')
    response.assertFlashMessage(
      'success',
      'Statement imported: 2 matched, 2 left for you, 0 recorded before.'
    )

    await full.refresh()
    await partial.refresh()
    assert.equal(full.paidMinor, 12_300)
    assert.isNotNull(full.paidAt)
    // The booking's day where the invoices are kept, whatever zone the database answers in.
    assert.equal(full.paidAt!.setZone(INVOICE_ZONE).toISODate(), '2026-12-02')
    // 100.5 is 10050 minor units exactly, by string arithmetic.
    assert.equal(partial.paidMinor, 10_050)
    assert.isNull(partial.paidAt)

    const unmatched = await Payment.query().whereNull('invoiceId').orderBy('reference')
    assert.deepEqual(
      unmatched.map((p) => [p.amountMinor, p.unmatchedReason]),
      [
        [4200, 'unknown_symbol'],
        // More than is due on an invoice already paid: an overpayment for a person to assign.
        [99_900, 'amount_exceeds'],
      ]
    )

    const asStaff = await client.get('/invoices').loginAs(staff).withInertia()
    assert.deepEqual(
      asStaff.inertiaProps.unmatched.map((c: any) => [c.amountMinor, c.payerName, c.reason]),
      [
        [99_900, 'Rick Kessler', 'amount_exceeds'],
        [4200, 'Unknown payer s.r.o.', 'unknown_symbol'],
      ]
    )
    const statuses = Object.fromEntries(
      asStaff.inertiaProps.invoices.map((i: any) => [i.id, i.status])
    )
    assert.equal(statuses[full.id], 'paid')
    assert.equal(statuses[partial.id], 'partially_paid')

    // The owner sees the payments on the invoice page; never the unmatched credits.
    const page = await client.get(`/invoices/${partial.id}`).loginAs(owner).withInertia()
    page.assertStatus(200)
    assert.equal(page.inertiaProps.invoice.status, 'partially_paid')
    assert.deepEqual(
      page.inertiaProps.invoice.payments.map((p: any) => [
        p.paidOn,
        p.amountMinor,
        p.method,
        p.reference,
      ]),
      [['2026-12-02', 10_050, 'bank', 'E2']]
    )
    const ownList = await client.get('/invoices').loginAs(owner).withInertia()
    assert.deepEqual(ownList.inertiaProps.unmatched, [])
  })

  test("paid in full: the project's chat says so (the number, no amounts) and staff and the owner hear it live; a partial payment is heard without a notice; members hear nothing", async ({
    client,
    assert,
    cleanup,
  }) => {
    const { staff, owner, member, viewer, project } = await paymentsWorld()
    const full = await issuedInvoice(client, staff, project.id, '100')
    const partial = await issuedInvoice(client, staff, project.id, '200')
    const heard = recordBroadcasts()
    cleanup(() => heard.stop())

    const xml = camt053([
      { ref: 'L1', amount: '123.00', vs: full.variableSymbol! },
      { ref: 'L2', amount: '10.00', vs: partial.variableSymbol! },
    ])
    ;(await uploadStatement(client, staff, xml)).assertStatus(302)

    const notices = await Message.query().where('projectId', project.id).where('kind', 'notice')
    assert.deepEqual(
      notices.map((message) => message.notice),
      [{ type: 'invoice_paid', params: { number: full.number! } }]
    )
    const invoiceEvents = heard.sent.filter((sent) => sent.event === 'invoice.updated')
    const to = (invoiceId: number) =>
      invoiceEvents
        .filter((sent) => sent.payload.invoiceId === invoiceId)
        .map((sent) => sent.channel)
        .sort()
    const expected = [`private-user.${owner.id}`, `private-user.${staff.id}`].sort()
    assert.deepEqual(to(full.id), expected)
    assert.deepEqual(to(partial.id), expected)
    for (const reader of [member, viewer]) {
      assert.isFalse(invoiceEvents.some((sent) => sent.channel === `private-user.${reader.id}`))
    }
    const inChat = heard.sent.find(
      (sent) => sent.event === 'message.created' && sent.payload.notice?.type === 'invoice_paid'
    )
    assert.equal(inChat?.channel, `presence-project.${project.id}`)

    // The owner's page, reloaded on that event, reads paid.
    const page = await client.get(`/invoices/${full.id}`).loginAs(owner).withInertia()
    assert.equal(page.inertiaProps.invoice.status, 'paid')
    assert.equal(page.inertiaProps.invoice.paidAt.slice(0, 4), '2026')
  })

  test('importing the same statement again records nothing twice', async ({ client, assert }) => {
    const { staff, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id, '200')
    const xml = camt053([
      { ref: 'R1', amount: '100.00', vs: invoice.variableSymbol! },
      { ref: 'R2', amount: '5.00', vs: '12345' },
    ])
    await uploadStatement(client, staff, xml)
    const again = await uploadStatement(client, staff, xml, 'sk')
    again.assertFlashMessage(
      'success',
      'Výpis importovaný: spárované 0, na priradenie 0, už zapísané 2.'
    )
    await invoice.refresh()
    assert.equal(invoice.paidMinor, 10_000)
    assert.lengthOf(await Payment.all(), 2)

    // A later statement that repeats one entry and adds the rest pays the invoice in full.
    const next = camt053(
      [
        { ref: 'R1', amount: '100.00', vs: invoice.variableSymbol! },
        { ref: 'R3', amount: '146.00', vs: invoice.variableSymbol! },
      ],
      { statementId: 'STMT-2026-12-03' }
    )
    await uploadStatement(client, staff, next)
    await invoice.refresh()
    assert.equal(invoice.paidMinor, 24_600)
    assert.isNotNull(invoice.paidAt)
    assert.lengthOf(await Payment.all(), 3)
  })

  test('a bad file gets a translated message beside the field, never a 500, and records nothing', async ({
    client,
    assert,
  }) => {
    const { staff, project } = await paymentsWorld()
    await issuedInvoice(client, staff, project.id)
    const cases: [string | Buffer, string, string, string][] = [
      [
        'this is not xml at all',
        'en',
        'notXml',
        'This file is not valid XML. Export the statement from your bank as camt.053 XML.',
      ],
      [
        '<Document><unclosed></Document>',
        'de',
        'notXml',
        'Diese Datei ist kein gültiges XML. Exportieren Sie den Auszug bei Ihrer Bank als camt.053-XML.',
      ],
      [
        '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>',
        'sk',
        'notCamt',
        'Toto XML nie je bankový výpis camt.053.',
      ],
      [
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">&a;</Document>',
        'en',
        'notXml',
        'This file is not valid XML. Export the statement from your bank as camt.053 XML.',
      ],
      [
        camt053([{ ref: 'X', amount: '1e3', vs: '1' }]),
        'cs',
        'badEntry',
        'Položka výpisu nemá platnou částku, měnu nebo datum zaúčtování; nic se nenaimportovalo.',
      ],
      [
        Buffer.alloc(5 * 1024 * 1024 + 10, 'a'),
        'en',
        'tooLarge',
        'The statement is larger than 5 MB.',
      ],
    ]
    for (const [body, language, reason, message] of cases) {
      const response = await uploadStatement(client, staff, body, language).header(
        'Referer',
        '/invoices'
      )
      assert.notEqual(response.status(), 500, reason)
      assert.equal(fieldError(response, 'statement'), message, reason)
    }
    assert.lengthOf(await Payment.all(), 0)
  })

  test('a statement without a file asks for one', async ({ client, assert }) => {
    const { staff } = await paymentsWorld()
    const response = await client
      .post('/invoices/statements')
      .loginAs(staff)
      .withCsrfToken()
      .form({})
      .header('Referer', '/invoices')
      .redirects(0)
    assert.equal(fieldError(response, 'statement'), 'Choose a camt.053 file to import.')
  })

  test('only staff import: a guest is sent to sign in, clients and members get 404, no CSRF token is refused', async ({
    client,
    assert,
  }) => {
    const { staff, owner, member, outsider, otherOwner, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id)
    const xml = camt053([{ ref: 'A1', amount: '123.00', vs: invoice.variableSymbol! }])

    const guest = await uploadStatement(client, null, xml)
    guest.assertStatus(302)
    assert.include(guest.header('location'), '/login')
    for (const user of [owner, member, outsider, otherOwner]) {
      ;(await uploadStatement(client, user, xml)).assertStatus(404)
    }
    const noToken = await client
      .post('/invoices/statements')
      .loginAs(staff)
      .file('statement', Buffer.from(xml), { filename: 'statement.xml' })
      .redirects(0)
    noToken.assertFlashMessage('error', 'This page has expired. Please reload it and try again.')
    assert.lengthOf(await Payment.all(), 0)

    ;(await uploadStatement(client, staff, xml)).assertStatus(302)
    await invoice.refresh()
    assert.equal(invoice.paidMinor, 12_300)
  })
})

test.group('Payments: reading camt.053', () => {
  test('amounts become minor units by string arithmetic; anything but a plain decimal is refused', ({
    assert,
  }) => {
    assert.equal(minorUnits('0.1'), 10)
    assert.equal(minorUnits('1234.56'), 123_456)
    assert.equal(minorUnits('9007199254.99'), 900_719_925_499)
    for (const bad of ['1e3', '12.345', '-5.00', '0.00', '', '1,50', ' 2']) {
      assert.throws(() => minorUnits(bad), StatementError, /badEntry/, bad)
    }
  })

  test('the variable symbol is read from the end-to-end reference, the creditor reference or the text', ({
    assert,
  }) => {
    const xml = camt053([
      { ref: 'V1', amount: '1.00', vs: '20260001' },
      { ref: 'V2', amount: '2.00', text: 'Faktura VS: 20260002 dakujeme' },
      { ref: 'V3', amount: '3.00', text: 'no symbol here' },
    ])
    assert.deepEqual(
      parseStatement(xml).map((c) => [c.reference, c.amountMinor, c.variableSymbol]),
      [
        ['camt:SK3112000000198742637541:V1', 100, '20260001'],
        ['camt:SK3112000000198742637541:V2', 200, '20260002'],
        ['camt:SK3112000000198742637541:V3', 300, null],
      ]
    )
  })
})
