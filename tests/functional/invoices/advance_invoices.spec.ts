import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DateTime } from 'luxon'
import Stripe from 'stripe'
import Invoice from '#models/invoice'
import Payment from '#models/payment'
import User from '#models/user'
import invoicesConfig from '#config/invoices'
import paymentsConfig from '#config/payments'
import { paymentQr } from '#actions/invoices/payment_qr'
import { fieldError } from '#tests/helpers/field_errors'
import { camt053 } from '#tests/helpers/camt053'
import { actor, planSignature, projectCast, type Cast, type Role } from '../projects/cast.js'

/*
| Advance invoices (docs/decisions/invoices.md "Advance invoices"): the deposit of an agreed plan
| asks for its money by an advance invoice (not a tax document); each payment received on it gets
| its tax document; the project's next invoices deduct what was paid in advance.
*/
const NEXT_YEAR = DateTime.now().plus({ years: 1 }).year
const YEAR = DateTime.now().setZone('Europe/Bratislava').year

/* 9,600 € in three milestones, a deposit of 30 % (2,880 € + 23 % VAT = 3,542.40 €). */
function planForm(depositPercent = '30') {
  const milestones = [
    ['Design', '40', '3200', `${NEXT_YEAR}-02-15`],
    ['Build', '60', '4800', `${NEXT_YEAR}-04-30`],
    ['Launch', '20', '1600', `${NEXT_YEAR}-05-31`],
  ]
  const fields: Record<string, string> = {
    estimationHours: '120',
    price: '9600',
    currency: 'EUR',
    depositPercent,
    paymentDays: '14',
  }
  milestones.forEach(([title, hours, amount, targetDate], i) => {
    Object.assign(fields, {
      [`milestones[${i}][title]`]: title,
      [`milestones[${i}][hours]`]: hours,
      [`milestones[${i}][amount]`]: amount,
      [`milestones[${i}][targetDate]`]: targetDate,
    })
  })
  return fields
}

async function agreedPlan(client: any, depositPercent = '30') {
  const cast = await projectCast({ planned: false })
  await client
    .post(`/projects/${cast.project.id}/plan`)
    .loginAs(cast.staff)
    .withCsrfToken()
    .form(planForm(depositPercent))
  await client
    .post(`/projects/${cast.project.id}/plan/accept`)
    .loginAs(cast.owner)
    .withCsrfToken()
    .form(await planSignature(cast))
  return cast
}

async function advanceOf(cast: Cast) {
  return Invoice.query()
    .where({ projectId: cast.project.id, kind: 'advance' })
    .preload('lines')
    .firstOrFail()
}

function issue(client: any, cast: Cast, invoice: Invoice) {
  return client.post(`/invoices/${invoice.id}/issue`).loginAs(cast.staff).withCsrfToken()
}

function statement(client: any, cast: Cast, credits: Parameters<typeof camt053>[0]) {
  return client
    .post('/invoices/statements')
    .loginAs(cast.staff)
    .withCsrfToken()
    .file('statement', Buffer.from(camt053(credits)), { filename: 'statement.xml' })
}

/* The owner's "It works" on a build handed over for the plan's milestone `index`. */
async function acceptMilestone(client: any, cast: Cast, index: number) {
  const page = await client.get(`/projects/${cast.project.id}`).loginAs(cast.staff).withInertia()
  const milestone = page.inertiaProps.revisions.current.milestones[index]
  await cast.project.merge({ status: 'in_progress' }).save()
  await client
    .post(`/projects/${cast.project.id}/build`)
    .loginAs(cast.staff)
    .withCsrfToken()
    .form({ link: `https://preview.example.com/v${index}`, milestone: milestone.key })
  await client
    .post(`/projects/${cast.project.id}/build/confirm`)
    .loginAs(cast.owner)
    .withCsrfToken()
  return Invoice.query()
    .where({ projectId: cast.project.id, kind: 'invoice' })
    .orderBy('id', 'desc')
    .preload('lines')
    .firstOrFail()
}

function pdfText(bytes: Buffer, name: string) {
  const dir = mkdtempSync(join(tmpdir(), 'advance-'))
  writeFileSync(join(dir, 'doc.pdf'), bytes)
  // Kept for a person to look at (rendered with pdftoppm); tmp/ is not committed.
  mkdirSync('tmp', { recursive: true })
  writeFileSync(`tmp/${name}.pdf`, bytes)
  return execFileSync('pdftotext', ['-layout', join(dir, 'doc.pdf'), '-']).toString()
}

async function pdfOf(client: any, user: User, invoice: Invoice) {
  const response = await client.get(`/invoices/${invoice.id}/pdf`).loginAs(user)
  response.assertStatus(200)
  return Buffer.from(response.response.body ?? response.text(), 'binary')
}

test.group('Advance invoices: the deposit of an agreed plan', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('agreeing to a plan with a 30 % deposit prepares one draft advance invoice for staff', async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan(client)
    const advance = await advanceOf(cast)
    assert.equal(advance.status, 'draft')
    assert.equal(advance.currency, 'EUR')
    assert.equal(advance.dueDays, 14)
    assert.deepEqual(
      [advance.netMinor, advance.vatMinor, advance.totalMinor],
      [288_000, 66_240, 354_240]
    )
    assert.deepEqual(
      advance.lines.map((line) => [line.description, line.unitPriceMinor, line.vatRateBp]),
      [['Deposit of 30 % of the plan (revision 1)', 288_000, 2300]]
    )
    // Nothing else was invoiced: the milestones wait for their acceptance.
    assert.lengthOf(await Invoice.query().where('projectId', cast.project.id), 1)

    const list = await client.get('/invoices').loginAs(cast.staff).withInertia()
    const row = list.inertiaProps.invoices.find((each: any) => each.id === advance.id)
    assert.containsSubset(row, { kind: 'advance', status: 'draft' })
  })

  test('no deposit, no advance invoice; a later revision asks only for what was not asked yet', async ({
    client,
    assert,
  }) => {
    const none = await agreedPlan(client, '0')
    assert.lengthOf(await Invoice.query().where('projectId', none.project.id), 0)

    const cast = await agreedPlan(client)
    const raised = { ...planForm(), 'price': '12000', 'milestones[2][amount]': '4000' }
    await client
      .post(`/projects/${cast.project.id}/plan`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form(raised)
    await client
      .post(`/projects/${cast.project.id}/plan/accept`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form(await planSignature(cast))
    const advances = await Invoice.query()
      .where({ projectId: cast.project.id, kind: 'advance' })
      .orderBy('id')
    // 30 % of 12,000 is 3,600: 2,880 was asked for already, 720 more.
    assert.deepEqual(
      advances.map((each) => each.netMinor),
      [288_000, 72_000]
    )
  })

  test('the owner reads the deposit line in their language', async ({ client, assert }) => {
    const cast = await projectCast({ planned: false })
    await User.query().where('id', cast.owner.id).update({ locale: 'sk' })
    await client
      .post(`/projects/${cast.project.id}/plan`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form(planForm())
    await client
      .post(`/projects/${cast.project.id}/plan/accept`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form(await planSignature(cast))
    const advance = await advanceOf(cast)
    assert.equal(advance.lines[0].description, 'Záloha 30 % z ceny plánu (revízia 1)')
  })

  test('staff issue it: its own series, a variable symbol of its own, no e-invoice, a payment QR; the owner sees it, members and viewers 403, outsiders 404', async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan(client)
    const draft = await advanceOf(cast)

    // The draft is the company's work in progress.
    const asOwner = await client.get(`/invoices/${draft.id}`).loginAs(cast.owner)
    asOwner.assertStatus(404)
    const ownerIssue = await client
      .post(`/invoices/${draft.id}/issue`)
      .loginAs(cast.owner)
      .withCsrfToken()
    ownerIssue.assertStatus(404)

    await issue(client, cast, draft)
    const advance = await Invoice.findOrFail(draft.id)
    assert.equal(advance.status, 'issued')
    assert.equal(advance.number, `ZF${YEAR}0001`)
    assert.equal(advance.variableSymbol, `9${YEAR}0001`)
    assert.isNull(advance.ublXml)
    // Nothing is supplied yet: no date of supply.
    assert.isNull(advance.supplyDate)
    assert.equal(advance.dueDate!.toISODate(), advance.issueDate!.plus({ days: 14 }).toISODate())
    assert.equal(paymentQr(advance)!.kind, 'bysquare')

    const page = await client.get(`/invoices/${advance.id}`).loginAs(cast.owner).withInertia()
    page.assertStatus(200)
    assert.containsSubset(page.inertiaProps.invoice, {
      kind: 'advance',
      hasXml: false,
      outstandingMinor: 354_240,
    })
    const xml = await client.get(`/invoices/${advance.id}/xml`).loginAs(cast.owner)
    xml.assertStatus(404)
    for (const role of ['member', 'viewer'] as Role[]) {
      const refused = await client.get(`/invoices/${advance.id}`).loginAs(actor(cast, role)!)
      refused.assertStatus(403)
      const pdf = await client.get(`/invoices/${advance.id}/pdf`).loginAs(actor(cast, role)!)
      pdf.assertStatus(403)
    }
    const outsider = await client.get(`/invoices/${advance.id}`).loginAs(cast.outsider)
    outsider.assertStatus(404)

    const text = pdfText(await pdfOf(client, cast.owner, advance), 'advance-en')
    assert.include(text, `Advance invoice ${advance.number}`)
    assert.include(text, 'Not a tax document')
    assert.include(text, 'it is not a tax document')
  })

  test('the Slovak PDF reads "Zálohová faktúra", not a tax document', async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan(client)
    await User.query().where('id', cast.owner.id).update({ locale: 'sk' })
    await issue(client, cast, await advanceOf(cast))
    const advance = await advanceOf(cast)
    const text = pdfText(await pdfOf(client, cast.owner, advance), 'advance-sk')
    assert.include(text, `Zálohová faktúra ${advance.number}`)
    assert.include(text, 'Nie je daňový doklad')
  })
})

test.group('Advance invoices: by hand', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  function handForm(projectId: number, documentKind: string) {
    return {
      'projectId': projectId,
      'documentKind': documentKind,
      'dueDays': 7,
      'lines[0][description]': 'Deposit for the hosting year',
      'lines[0][quantity]': '1',
      'lines[0][unit]': 'pcs',
      'lines[0][unitPrice]': '500',
      'lines[0][vatRate]': '2300',
    }
  }

  test('staff create an advance invoice by hand; the owner, a member and an outsider are refused', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    for (const role of ['owner', 'member', 'outsider'] as Role[]) {
      const refused = await client
        .post('/invoices')
        .loginAs(actor(cast, role)!)
        .form(handForm(cast.project.id, 'advance'))
        .withCsrfToken()
        .redirects(0)
      refused.assertStatus(404)
    }
    assert.lengthOf(await Invoice.query().where('projectId', cast.project.id), 0)

    const created = await client
      .post('/invoices')
      .loginAs(cast.staff)
      .form(handForm(cast.project.id, 'advance'))
      .withCsrfToken()
      .redirects(0)
    const advance = await advanceOf(cast)
    created.assertHeader('location', `/invoices/${advance.id}`)
    assert.deepEqual([advance.status, advance.totalMinor, advance.dueDays], ['draft', 61_500, 7])
  })

  test('a document kind that does not exist is refused beside the field', async ({
    client,
    assert,
  }) => {
    const cast = await projectCast()
    const response = await client
      .post('/invoices')
      .loginAs(cast.staff)
      .header('Referer', '/invoices/create')
      .form(handForm(cast.project.id, 'receipt'))
      .withCsrfToken()
      .redirects(0)
    assert.equal(fieldError(response, 'documentKind'), 'Choose an invoice or an advance invoice.')
    assert.lengthOf(await Invoice.query().where('projectId', cast.project.id), 0)
  })
})

test.group('Advance invoices: the tax document for a received payment', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  async function issuedAdvance(client: any) {
    const cast = await agreedPlan(client)
    await issue(client, cast, await advanceOf(cast))
    return { cast, advance: await advanceOf(cast) }
  }

  async function taxDocumentsOf(advance: Invoice) {
    return Invoice.query()
      .where({ advanceInvoiceId: advance.id, kind: 'advance_tax' })
      .preload('lines')
      .orderBy('id')
  }

  test('two partial payments by statement: one tax document each, VAT from the amount received, dated on its receipt', async ({
    client,
    assert,
  }) => {
    const { cast, advance } = await issuedAdvance(client)
    await statement(client, cast, [
      { ref: 'ADV-1', amount: '1230.00', vs: advance.variableSymbol! },
    ])
    await statement(client, cast, [
      { ref: 'ADV-2', amount: '2312.40', vs: advance.variableSymbol! },
    ])

    const documents = await taxDocumentsOf(advance)
    assert.deepEqual(
      documents.map((document) => [
        document.number,
        document.status,
        document.netMinor,
        document.vatMinor,
        document.totalMinor,
        document.supplyDate!.toISODate(),
      ]),
      [
        [`DP${YEAR}0001`, 'issued', 100_000, 23_000, 123_000, '2026-12-02'],
        [`DP${YEAR}0002`, 'issued', 188_000, 43_240, 231_240, '2026-12-02'],
      ]
    )
    const paidAdvance = await Invoice.findOrFail(advance.id)
    assert.isNotNull(paidAdvance.paidAt)
    assert.equal(paidAdvance.outstandingMinor, 0)
    // A tax document records money received: nothing is owed on it.
    assert.equal(documents[0].outstandingMinor, 0)
    assert.include(documents[0].lines[0].description, advance.number!)

    const page = await client.get(`/invoices/${advance.id}`).loginAs(cast.owner).withInertia()
    assert.deepEqual(
      page.inertiaProps.invoice.taxDocuments.map((document: any) => document.number),
      documents.map((document) => document.number)
    )
    const text = pdfText(await pdfOf(client, cast.owner, documents[0]), 'advance-tax-en')
    assert.include(text, `Tax document for a received payment ${documents[0].number}`)
    assert.include(text, 'Payment received on')
    assert.include(text, advance.number!)
    assert.include(text, 'Amount received')
  })

  test('the same statement again issues no second tax document', async ({ client, assert }) => {
    const { cast, advance } = await issuedAdvance(client)
    const credits = [{ ref: 'ADV-ONCE', amount: '3542.40', vs: advance.variableSymbol! }]
    await statement(client, cast, credits)
    await statement(client, cast, credits)
    assert.lengthOf(await taxDocumentsOf(advance), 1)
  })

  test('a credit staff assign by hand to the advance invoice gets its tax document', async ({
    client,
    assert,
  }) => {
    const { cast, advance } = await issuedAdvance(client)
    await statement(client, cast, [{ ref: 'ADV-LOST', amount: '3542.40', vs: '123' }])
    const credit = await Payment.query().whereNull('invoice_id').firstOrFail()
    const refused = await client
      .post(`/invoices/credits/${credit.id}/assign`)
      .loginAs(cast.owner)
      .withCsrfToken()
      .form({ invoiceId: advance.id })
    assert.oneOf(refused.status(), [403, 404])
    assert.lengthOf(await taxDocumentsOf(advance), 0)

    await client
      .post(`/invoices/credits/${credit.id}/assign`)
      .loginAs(cast.staff)
      .withCsrfToken()
      .form({ invoiceId: advance.id })
    const [document] = await taxDocumentsOf(advance)
    assert.deepEqual([document.netMinor, document.vatMinor], [288_000, 66_240])
  })

  test('a card payment confirmed by Stripe’s webhook gets its tax document', async ({
    client,
    assert,
  }) => {
    const saved = { ...paymentsConfig.stripe }
    paymentsConfig.stripe.secretKey = 'sk_test_advance'
    paymentsConfig.stripe.webhookSecret = 'whsec_test_advance'
    try {
      const { advance } = await issuedAdvance(client)
      const payload = JSON.stringify({
        id: 'evt_advance_1',
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: 'cs_test_advance',
            object: 'checkout.session',
            payment_status: 'paid',
            amount_total: 354_240,
            currency: 'eur',
            metadata: { invoiceId: String(advance.id) },
          },
        },
      })
      const delivered = await client
        .post('/payments/stripe/webhook')
        .header('content-type', 'application/json')
        .header(
          'stripe-signature',
          Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_test_advance' })
        )
        .json(JSON.parse(payload))
      delivered.assertStatus(200)
      const [document] = await taxDocumentsOf(advance)
      assert.equal(document.totalMinor, 354_240)
      assert.equal(
        document.supplyDate!.toISODate(),
        DateTime.now().setZone('Europe/Bratislava').toISODate()
      )
    } finally {
      Object.assign(paymentsConfig.stripe, saved)
    }
  })
})

test.group('Advance invoices: deducted on the final invoice', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('the first milestone’s invoice deducts the paid deposit per rate; the next ones ask for their whole amount', async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan(client)
    await issue(client, cast, await advanceOf(cast))
    const advance = await advanceOf(cast)
    await statement(client, cast, [{ ref: 'DEP', amount: '3542.40', vs: advance.variableSymbol! }])
    const [document] = await Invoice.query().where('advanceInvoiceId', advance.id)

    const design = await acceptMilestone(client, cast, 0)
    assert.equal(design.status, 'draft')
    assert.deepEqual(
      design.lines.map((line) => [line.description, line.netMinor, line.deductsInvoiceId]),
      [
        ['Milestone: Design', 320_000, null],
        [
          `Deduction of the payment received in advance, tax document ${document.number}`,
          -288_000,
          document.id,
        ],
      ]
    )
    // 3,200 less 2,880 = 320 net, 73.60 VAT: 393.60 left to pay.
    assert.deepEqual([design.netMinor, design.vatMinor, design.totalMinor], [32_000, 7360, 39_360])

    await issue(client, cast, design)
    const issued = await Invoice.query().where('id', design.id).preload('lines').firstOrFail()
    assert.equal(issued.totalMinor, 39_360)
    assert.deepEqual(issued.rates, [
      { category: 'S', rateBp: 2300, taxableMinor: 32_000, vatMinor: 7360 },
    ])
    const text = pdfText(await pdfOf(client, cast.owner, issued), 'final-with-deduction')
    // The deposit as received, with its VAT: 2,880.00 + 662.40.
    assert.match(text, /Paid in advance[^\n]*€3,542\.40/)
    assert.include(text, document.number!)

    const build = await acceptMilestone(client, cast, 1)
    assert.deepEqual(
      build.lines.map((line) => line.netMinor),
      [480_000]
    )
  })

  test('an invoice smaller than the advance takes what it can; the next takes the rest', async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan(client)
    await issue(client, cast, await advanceOf(cast))
    const advance = await advanceOf(cast)
    await statement(client, cast, [{ ref: 'DEP', amount: '3542.40', vs: advance.variableSymbol! }])

    const small = await client.post('/invoices').loginAs(cast.staff).withCsrfToken().form({
      'projectId': cast.project.id,
      'dueDays': 14,
      'lines[0][description]': 'Workshop',
      'lines[0][quantity]': '1',
      'lines[0][unit]': 'pcs',
      'lines[0][unitPrice]': '1000',
      'lines[0][vatRate]': '2300',
    })
    small.assertStatus(200)
    const first = await Invoice.query()
      .where({ projectId: cast.project.id, kind: 'invoice' })
      .preload('lines')
      .firstOrFail()
    assert.deepEqual(
      first.lines.map((line) => line.netMinor),
      [100_000, -100_000]
    )
    assert.equal(first.totalMinor, 0)

    const design = await acceptMilestone(client, cast, 0)
    assert.deepEqual(
      design.lines.map((line) => line.netMinor),
      [320_000, -188_000]
    )
  })

  test('deleting a draft gives its deduction back to the next invoice', async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan(client)
    await issue(client, cast, await advanceOf(cast))
    const advance = await advanceOf(cast)
    await statement(client, cast, [{ ref: 'DEP', amount: '3542.40', vs: advance.variableSymbol! }])
    const design = await acceptMilestone(client, cast, 0)
    await client.delete(`/invoices/${design.id}`).loginAs(cast.staff).withCsrfToken()
    const build = await acceptMilestone(client, cast, 1)
    assert.deepEqual(
      build.lines.map((line) => line.netMinor),
      [480_000, -288_000]
    )
  })
})

test.group('Milestone invoices: a draft or issued at once', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.teardown(() => {
    invoicesConfig.milestoneInvoice = 'draft'
  })

  test('by default an accepted milestone prepares a draft for staff', async ({
    client,
    assert,
  }) => {
    const cast = await agreedPlan(client, '0')
    const invoice = await acceptMilestone(client, cast, 0)
    assert.equal(invoice.status, 'draft')
    assert.isNull(invoice.number)
    const owner = await client.get(`/invoices/${invoice.id}`).loginAs(cast.owner)
    owner.assertStatus(404)
  })

  test('with MILESTONE_INVOICE=issue it is issued at once and the owner sees it', async ({
    client,
    assert,
  }) => {
    invoicesConfig.milestoneInvoice = 'issue'
    const cast = await agreedPlan(client, '0')
    const invoice = await acceptMilestone(client, cast, 0)
    assert.equal(invoice.status, 'issued')
    assert.equal(invoice.number, `FA${YEAR}0001`)
    assert.isNotNull(invoice.ublXml)
    const owner = await client.get(`/invoices/${invoice.id}`).loginAs(cast.owner).withInertia()
    owner.assertStatus(200)
    const member = await client.get(`/invoices/${invoice.id}`).loginAs(cast.member)
    member.assertStatus(403)
  })
})
