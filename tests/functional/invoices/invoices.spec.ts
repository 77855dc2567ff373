import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { decode } from 'bysquare/pay'
import Invoice from '#models/invoice'
import BillingProfile from '#models/billing_profile'
import User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { paymentQr } from '#actions/invoices/payment_qr'
import { fieldError } from '#tests/helpers/field_errors'

type Line = Record<'description' | 'quantity' | 'unit' | 'unitPrice' | 'vatRate', string>

/* The form as the browser posts it: `lines[0][description]`, … */
function draftForm(projectId: number, change: (lines: Line[]) => void = () => {}) {
  const lines: Line[] = [
    {
      description: 'Analysis and design',
      quantity: '12,5',
      unit: 'h',
      unitPrice: '60',
      vatRate: '2300',
    },
    { description: 'Hosting', quantity: '1', unit: 'month', unitPrice: '19.99', vatRate: '2300' },
  ]
  change(lines)
  const fields: Record<string, string | number> = { projectId, dueDays: 14 }
  lines.forEach((line, i) => {
    for (const [key, value] of Object.entries(line)) fields[`lines[${i}][${key}]`] = value
  })
  return fields
}

async function world() {
  const staff = await UserFactory.apply('staff').create()
  const [owner, member, viewer, outsider] = await UserFactory.createMany(4)
  const project = await projectWith(owner, [
    [member, 'member'],
    [viewer, 'viewer'],
  ])
  return { staff, owner, member, viewer, outsider, project }
}

async function issuedFor(client: any, staff: User, projectId: number): Promise<Invoice> {
  await client.post('/invoices').loginAs(staff).form(draftForm(projectId)).withCsrfToken()
  const draft = await Invoice.query()
    .where('projectId', projectId)
    .orderBy('id', 'desc')
    .firstOrFail()
  await client.post(`/invoices/${draft.id}/issue`).loginAs(staff).withCsrfToken()
  await draft.refresh()
  return draft
}

test.group('Invoices: issuing by hand', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('staff save a draft with lines; it has no number and totals at 23 %', async ({
    client,
    assert,
  }) => {
    const { staff, project } = await world()
    const response = await client
      .post('/invoices')
      .loginAs(staff)
      .form(draftForm(project.id))
      .withCsrfToken()
      .redirects(0)
    const draft = await Invoice.query()
      .where('projectId', project.id)
      .preload('lines')
      .firstOrFail()
    response.assertHeader('location', `/invoices/${draft.id}`)
    assert.equal(draft.status, 'draft')
    assert.isNull(draft.number)
    assert.deepEqual(
      draft.lines.map((line) => [line.quantityMilli, line.unitPriceMinor, line.netMinor]),
      [
        [12_500, 6000, 75_000],
        [1000, 1999, 1999],
      ]
    )
    // 769.99 net, 23 % of it is 177.0977 -> 177.10
    assert.equal(draft.netMinor, 76_999)
    assert.equal(draft.vatMinor, 17_710)
  })

  test('bad lines get a translated message beside the field, nothing is saved', async ({
    client,
    assert,
  }) => {
    const { staff, project } = await world()
    const form = draftForm(project.id, (lines) => {
      lines[0].quantity = 'lots'
      lines[1].vatRate = '2500'
    })
    const response = await client
      .post('/invoices')
      .loginAs(staff)
      .header('accept-language', 'de')
      .form(form)
      .withCsrfToken()
      .redirects(0)
    assert.equal(
      fieldError(response, 'lines.0.quantity'),
      'Geben Sie eine Menge wie 1 oder 1,5 ein.'
    )
    assert.equal(
      fieldError(response, 'lines.1.vatRate'),
      'Wählen Sie einen Steuersatz aus der Liste.'
    )
    assert.equal((await Invoice.query().where('projectId', project.id)).length, 0)
  })

  test('issuing numbers it from the series, copies the billing profile and freezes it', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await world()
    await BillingProfile.create({
      userId: owner.id,
      kind: 'company',
      name: 'Acme s.r.o.',
      street: 'Hlavná 1',
      postalCode: '811 01',
      city: 'Bratislava',
      country: 'SK',
      companyNumber: '35757442',
      taxNumber: '2020273893',
      vatId: 'SK2020273893',
    })
    const invoice = await issuedFor(client, staff, project.id)
    const year = invoice.issueDate!.year
    assert.equal(invoice.status, 'issued')
    assert.match(invoice.number!, new RegExp(`^FA${year}\\d{4}$`))
    assert.equal(invoice.variableSymbol, invoice.number!.slice(2))
    assert.equal(invoice.customerDetails!.name, 'Acme s.r.o.')
    assert.isFalse(invoice.reverseCharge)
    assert.equal(invoice.dueDate!.diff(invoice.issueDate!, 'days').days, 14)
    assert.match(invoice.ublSha256!, /^[0-9a-f]{64}$/)

    // A later change of the profile does not touch the issued invoice.
    await BillingProfile.query().where('userId', owner.id).update({ name: 'Renamed a.s.' })
    await invoice.refresh()
    assert.equal(invoice.customerDetails!.name, 'Acme s.r.o.')

    // Nor can it be issued again or deleted.
    const again = await client
      .post(`/invoices/${invoice.id}/issue`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    again.assertFlashMessage(
      'error',
      'An issued invoice cannot be changed; issue a credit note instead.'
    )
    const deleted = await client
      .delete(`/invoices/${invoice.id}`)
      .loginAs(staff)
      .withCsrfToken()
      .redirects(0)
    deleted.assertFlashMessage(
      'error',
      'An issued invoice cannot be changed; issue a credit note instead.'
    )
    await invoice.refresh()
    assert.equal(invoice.status, 'issued')
  })

  test('a German business with a VAT ID is invoiced under reverse charge, without VAT', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await world()
    await BillingProfile.create({
      userId: owner.id,
      kind: 'company',
      name: 'Beispiel GmbH',
      street: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      companyNumber: 'HRB12345',
      vatId: 'DE123456789',
    })
    const invoice = await issuedFor(client, staff, project.id)
    assert.isTrue(invoice.reverseCharge)
    assert.equal(invoice.vatMinor, 0)
    assert.equal(invoice.totalMinor, 76_999)
    assert.deepEqual(
      invoice.rates.map((rate) => rate.category),
      ['AE']
    )
  })

  test('a draft can be deleted; a credit note refers to the issued invoice and has its own series', async ({
    client,
    assert,
  }) => {
    const { staff, project } = await world()
    await client.post('/invoices').loginAs(staff).form(draftForm(project.id)).withCsrfToken()
    const draft = await Invoice.query().where('projectId', project.id).firstOrFail()
    await client.delete(`/invoices/${draft.id}`).loginAs(staff).withCsrfToken()
    assert.isNull(await Invoice.find(draft.id))

    const invoice = await issuedFor(client, staff, project.id)
    await client
      .post('/invoices')
      .loginAs(staff)
      .form({ ...draftForm(project.id), creditedInvoiceId: invoice.id })
      .withCsrfToken()
    const credit = await Invoice.query().where('kind', 'credit_note').firstOrFail()
    await client.post(`/invoices/${credit.id}/issue`).loginAs(staff).withCsrfToken()
    await credit.refresh()
    assert.equal(credit.creditedInvoiceId, invoice.id)
    assert.match(credit.number!, /^DB\d{4}0001$/)
    assert.include(credit.ublXml!, '<CreditNote ')
    assert.include(
      credit.ublXml!,
      `<cac:InvoiceDocumentReference><cbc:ID>${invoice.number}</cbc:ID>`
    )
  })
})

test.group('Invoices: who may', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('/invoices: staff and the owner get in; member, viewer and an outsider are refused', async ({
    client,
    assert,
  }) => {
    const { staff, owner, member, viewer, outsider, project } = await world()
    const invoice = await issuedFor(client, staff, project.id)
    await client.post('/invoices').loginAs(staff).form(draftForm(project.id)).withCsrfToken()

    const asStaff = await client.get('/invoices').loginAs(staff).withInertia()
    asStaff.assertStatus(200)
    asStaff.assertInertiaComponent('invoices/index')
    assert.lengthOf(asStaff.inertiaProps.invoices, 2)

    const asOwner = await client.get('/invoices').loginAs(owner).withInertia()
    asOwner.assertStatus(200)
    // The owner sees the issued invoice, not the company's draft.
    assert.deepEqual(
      asOwner.inertiaProps.invoices.map((row: { id: number }) => row.id),
      [invoice.id]
    )

    // A member owning no project: refused.
    const asMember = await client.get('/invoices').loginAs(member).withInertia()
    asMember.assertStatus(403)
    ;(await client.get('/invoices').loginAs(viewer)).assertStatus(403)
    ;(await client.get('/invoices').loginAs(outsider)).assertStatus(403)
    const guest = await client.get('/invoices').redirects(0)
    guest.assertHeader('location', '/login')
  })

  test('/invoices/{id} and its files: staff and the owner; member and viewer 403; outsider 404; a draft 404 to the owner', async ({
    client,
    assert,
  }) => {
    const { staff, owner, member, viewer, outsider, project } = await world()
    const invoice = await issuedFor(client, staff, project.id)
    await client.post('/invoices').loginAs(staff).form(draftForm(project.id)).withCsrfToken()
    const draft = await Invoice.query().where('status', 'draft').firstOrFail()

    for (const path of [
      `/invoices/${invoice.id}`,
      `/invoices/${invoice.id}/pdf`,
      `/invoices/${invoice.id}/xml`,
    ]) {
      ;(await client.get(path).loginAs(staff)).assertStatus(200)
      ;(await client.get(path).loginAs(owner)).assertStatus(200)
      ;(await client.get(path).loginAs(member)).assertStatus(403)
      ;(await client.get(path).loginAs(viewer)).assertStatus(403)
      ;(await client.get(path).loginAs(outsider)).assertStatus(404)
    }
    ;(await client.get(`/invoices/${draft.id}`).loginAs(owner)).assertStatus(404)
    ;(await client.get(`/invoices/${draft.id}`).loginAs(staff)).assertStatus(200)
    ;(await client.get(`/invoices/999999`).loginAs(staff)).assertStatus(404)
    const xml = await client.get(`/invoices/${invoice.id}/xml`).loginAs(owner)
    assert.equal(xml.text(), invoice.ublXml)
  })

  test('only staff create, issue and delete: everyone else gets 404 and nothing changes', async ({
    client,
    assert,
  }) => {
    const { staff, owner, member, project } = await world()
    await client.post('/invoices').loginAs(staff).form(draftForm(project.id)).withCsrfToken()
    const draft = await Invoice.query().where('status', 'draft').firstOrFail()
    for (const user of [owner, member]) {
      ;(await client.get('/invoices/create').loginAs(user)).assertStatus(404)
      ;(
        await client.post('/invoices').loginAs(user).form(draftForm(project.id)).withCsrfToken()
      ).assertStatus(404)
      ;(
        await client.post(`/invoices/${draft.id}/issue`).loginAs(user).withCsrfToken()
      ).assertStatus(404)
      ;(await client.delete(`/invoices/${draft.id}`).loginAs(user).withCsrfToken()).assertStatus(
        404
      )
    }
    await draft.refresh()
    assert.equal(draft.status, 'draft')
    assert.lengthOf(await Invoice.all(), 1)
    ;(await client.get('/invoices/create').loginAs(staff).withInertia()).assertStatus(200)
  })
})

test.group('Invoices: the PDF', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a PDF in the customer language whose PAY by square decodes back to the IBAN, amount and variable symbol', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await world()
    await User.query().where('id', owner.id).update({ locale: 'sk' })
    const invoice = await issuedFor(client, staff, project.id)
    const response = await client.get(`/invoices/${invoice.id}/pdf`).loginAs(owner)
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/pdf')
    const bytes = Buffer.from(response.response.body ?? response.text(), 'binary')
    const dir = mkdtempSync(join(tmpdir(), 'invoice-'))
    writeFileSync(join(dir, 'invoice.pdf'), bytes)
    // Kept for a person to look at (rendered with pdftoppm); tmp/ is not committed.
    writeFileSync('tmp/invoice-sk.pdf', bytes)
    const text = execFileSync('pdftotext', ['-layout', join(dir, 'invoice.pdf'), '-']).toString()
    assert.include(text, `Faktúra ${invoice.number}`)
    assert.include(text, 'Variabilný symbol')
    assert.include(text, 'Na úhradu')

    const qr = paymentQr(invoice)!
    assert.equal(qr.kind, 'bysquare')
    const decoded = decode(qr.text)
    const payment = decoded.payments[0]
    assert.equal(payment.bankAccounts[0].iban, 'SK3112000000198742637541')
    assert.equal(payment.amount, invoice.totalMinor / 100)
    assert.equal(payment.variableSymbol, invoice.variableSymbol)
  })

  test('a Slovak customer reading German gets German labels with the Slovak beside them', async ({
    client,
    assert,
  }) => {
    const { staff, owner, project } = await world()
    await User.query().where('id', owner.id).update({ locale: 'de' })
    const invoice = await issuedFor(client, staff, project.id)
    const response = await client.get(`/invoices/${invoice.id}/pdf`).loginAs(owner)
    const dir = mkdtempSync(join(tmpdir(), 'invoice-'))
    writeFileSync(
      join(dir, 'invoice.pdf'),
      Buffer.from(response.response.body ?? response.text(), 'binary')
    )
    const text = execFileSync('pdftotext', [join(dir, 'invoice.pdf'), '-']).toString()
    assert.include(text, `Rechnung ${invoice.number}`)
    assert.include(text, `Faktúra ${invoice.number}`)
    assert.include(text, 'Zu zahlen / Na úhradu')
  })
})
