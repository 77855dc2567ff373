import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { createHash } from 'node:crypto'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import BillingProfile from '#models/billing_profile'
import type User from '#models/user'
import { UserFactory } from '#database/factories/user_factory'
import { projectWith } from '#database/factories/project_factory'
import { createDraft } from '#actions/invoices/create_invoice'
import { issueInvoice } from '#actions/invoices/issue_invoice'
import { recordPayment } from '#actions/payments/record_payment'
import Invoice from '#models/invoice'
import db from '@adonisjs/lucid/services/db'

/*
| The stored UBL checked against the EN 16931 and Peppol BIS Billing 3.0 rules named in each
| test (no validation artefacts are available from a package registry; docs/decisions/invoices.md).
*/
const parser = new XMLParser({
  ignoreAttributes: false,
  removeNSPrefix: true,
  parseTagValue: false,
  isArray: (name) =>
    ['TaxSubtotal', 'InvoiceLine', 'CreditNoteLine', 'Note', 'BillingReference'].includes(name),
})
const cents = (node: any) =>
  Math.round(Number(typeof node === 'object' ? node['#text'] : node) * 100)

const lines = [
  {
    description: 'Design',
    quantityMilli: 12_500,
    unit: 'h',
    unitPriceMinor: 6000,
    vatRateBp: 2300,
  },
  {
    description: 'Hosting',
    quantityMilli: 1000,
    unit: 'month',
    unitPriceMinor: 1999,
    vatRateBp: 2300,
  },
  { description: 'Book', quantityMilli: 3000, unit: 'pcs', unitPriceMinor: 333, vatRateBp: 500 },
]

async function issued(staff: User, projectId: number, creditedInvoiceId?: number) {
  const draft = await createDraft(staff, { projectId, lines, creditedInvoiceId })
  return issueInvoice(draft.id)
}

function documentOf(invoice: Invoice) {
  assert(XMLValidator.validate(invoice.ublXml!) === true)
  const parsed = parser.parse(invoice.ublXml!)
  return parsed.Invoice ?? parsed.CreditNote
}

function assert(condition: boolean): asserts condition {
  if (!condition) throw new Error('not well-formed XML')
}

/* The rules every document must meet, whatever its VAT category. */
function checkCommonRules(doc: any, expect: any) {
  expect.equal(
    doc.CustomizationID,
    'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
  )
  expect.equal(doc.ProfileID, 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0')
  expect.isNotEmpty(doc.ID) // BR-02
  expect.match(doc.IssueDate, /^\d{4}-\d{2}-\d{2}$/) // BR-03
  expect.equal(doc.DocumentCurrencyCode, 'EUR') // BR-05
  expect.isNotEmpty(doc.BuyerReference) // PEPPOL-EN16931-R003
  const seller = doc.AccountingSupplierParty.Party
  const buyer = doc.AccountingCustomerParty.Party
  expect.isNotEmpty(seller.EndpointID['#text']) // PEPPOL-EN16931-R020
  expect.isNotEmpty(buyer.EndpointID['#text']) // PEPPOL-EN16931-R010
  expect.isNotEmpty(seller.PartyLegalEntity.RegistrationName) // BR-06
  expect.isNotEmpty(buyer.PartyLegalEntity.RegistrationName) // BR-07
  expect.isNotEmpty(seller.PostalAddress.Country.IdentificationCode) // BR-08, BR-09
  expect.isNotEmpty(buyer.PostalAddress.Country.IdentificationCode) // BR-10, BR-11
  const docLines = doc.InvoiceLine ?? doc.CreditNoteLine
  expect.isAbove(docLines.length, 0) // BR-16
  const totals = doc.LegalMonetaryTotal
  const lineSum = docLines.reduce(
    (sum: number, line: any) => sum + cents(line.LineExtensionAmount),
    0
  )
  expect.equal(cents(totals.LineExtensionAmount), lineSum) // BR-CO-10
  expect.equal(cents(totals.TaxExclusiveAmount), lineSum) // BR-CO-13 (no allowances or charges)
  const subtotals = doc.TaxTotal.TaxSubtotal
  const taxSum = subtotals.reduce((sum: number, sub: any) => sum + cents(sub.TaxAmount), 0)
  expect.equal(cents(doc.TaxTotal.TaxAmount), taxSum) // BR-CO-14
  expect.equal(cents(totals.TaxInclusiveAmount), lineSum + taxSum) // BR-CO-15
  const prepaid = totals.PrepaidAmount ? cents(totals.PrepaidAmount) : 0
  expect.equal(cents(totals.PayableAmount), lineSum + taxSum - prepaid) // BR-CO-16
  for (const sub of subtotals) {
    const percent = Number(sub.TaxCategory.Percent ?? 0)
    // BR-CO-17: the category's VAT is its taxable amount x rate, rounded to two decimals.
    expect.equal(cents(sub.TaxAmount), Math.round((cents(sub.TaxableAmount) * percent) / 100))
  }
  for (const line of docLines) {
    const quantity = Number((line.InvoicedQuantity ?? line.CreditedQuantity)['#text'])
    // BR-26 price present; BT-131 = quantity x price, rounded.
    expect.equal(
      cents(line.LineExtensionAmount),
      Math.round(quantity * cents(line.Price.PriceAmount))
    )
    expect.isNotEmpty(line.Item.Name) // BR-25
  }
}

test.group('Invoices: the UBL (EN 16931, Peppol BIS Billing 3.0)', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())

  test('a domestic invoice: well-formed, stored with its SHA-256, BR-01..BR-16, BR-CO-10/13/14/15/16/17, BR-S-08 per rate, PEPPOL-R003/R010/R020', async ({
    assert: expect,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const project = await projectWith(owner)
    const invoice = await issued(staff, project.id)
    expect.equal(invoice.ublSha256, createHash('sha256').update(invoice.ublXml!).digest('hex'))
    const doc = documentOf(invoice)
    checkCommonRules(doc, expect)
    expect.equal(doc.InvoiceTypeCode, '380') // BR-04
    expect.equal(doc.DueDate, invoice.dueDate!.toISODate())
    const subtotals = doc.TaxTotal.TaxSubtotal
    // BR-S-08: one breakdown per standard rate, its taxable amount the sum of its lines.
    expect.deepEqual(
      subtotals.map((sub: any) => [
        sub.TaxCategory.ID,
        sub.TaxCategory.Percent,
        cents(sub.TaxableAmount),
      ]),
      [
        ['S', '23', 76_999],
        ['S', '5', 999],
      ]
    )
    expect.equal(doc.AccountingSupplierParty.Party.PartyTaxScheme.CompanyID, 'SK2123456789') // BR-S-02
    expect.equal(doc.PaymentMeans.PaymentID, invoice.variableSymbol)
    // Peppol reaches a Slovak company by its DIČ (scheme 0245), a private customer by e-mail.
    const seller = doc.AccountingSupplierParty.Party.EndpointID
    expect.deepEqual([seller['@_schemeID'], seller['#text']], ['0245', '2123456789'])
    const buyer = doc.AccountingCustomerParty.Party.EndpointID
    expect.deepEqual([buyer['@_schemeID'], buyer['#text']], ['EM', owner.email])
  })

  test('a reverse-charge invoice: BR-AE-02 (seller and buyer VAT IDs), BR-AE-05 (0 %), BR-AE-10 (exemption reason), BR-AE-08', async ({
    assert: expect,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    await BillingProfile.create({
      userId: owner.id,
      kind: 'company',
      name: 'Beispiel GmbH',
      street: 'Hauptstraße 1',
      postalCode: '10115',
      city: 'Berlin',
      country: 'DE',
      vatId: 'DE123456789',
    })
    const project = await projectWith(owner)
    const doc = documentOf(await issued(staff, project.id))
    checkCommonRules(doc, expect)
    expect.equal(doc.AccountingCustomerParty.Party.PartyTaxScheme.CompanyID, 'DE123456789')
    expect.isNotEmpty(doc.AccountingSupplierParty.Party.PartyTaxScheme.CompanyID)
    const [sub] = doc.TaxTotal.TaxSubtotal
    expect.lengthOf(doc.TaxTotal.TaxSubtotal, 1)
    expect.equal(sub.TaxCategory.ID, 'AE')
    expect.equal(sub.TaxCategory.Percent, '0')
    expect.equal(sub.TaxCategory.TaxExemptionReasonCode, 'VATEX-EU-AE')
    expect.equal(cents(sub.TaxAmount), 0)
    // BR-AE-08: the taxable amount is the sum of the AE lines.
    expect.equal(cents(sub.TaxableAmount), 77_998)
    for (const line of doc.InvoiceLine) expect.equal(line.Item.ClassifiedTaxCategory.ID, 'AE')
  })

  test('a credit note: a CreditNote (381), BR-55 (the preceding invoice referenced), its own number, the same rules', async ({
    assert: expect,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const owner = await UserFactory.create()
    const project = await projectWith(owner)
    const invoice = await issued(staff, project.id)
    const credit = await issued(staff, project.id, invoice.id)
    const doc = documentOf(credit)
    checkCommonRules(doc, expect)
    expect.equal(doc.CreditNoteTypeCode, '381')
    expect.equal(doc.BillingReference[0].InvoiceDocumentReference.ID, invoice.number)
    expect.equal(
      doc.BillingReference[0].InvoiceDocumentReference.IssueDate,
      invoice.issueDate!.toISODate()
    )
    expect.notEqual(doc.ID, invoice.number)
  })
  /* An advance invoice of 1,000 € + 23 %, issued, and a payment of `amount` recorded on it. */
  async function paidAdvance(staff: User, projectId: number, amounts: number[]) {
    const draft = await createDraft(staff, {
      kind: 'advance',
      projectId,
      lines: [
        {
          description: 'Deposit',
          quantityMilli: 1000,
          unit: 'pcs',
          unitPriceMinor: 100_000,
          vatRateBp: 2300,
        },
      ],
    })
    const advance = await issueInvoice(draft.id)
    for (const [i, amountMinor] of amounts.entries()) {
      await db.transaction((trx) =>
        recordPayment(
          trx,
          advance.id,
          {
            reference: `test:${advance.id}:${i}`,
            method: 'bank',
            amountMinor,
            currency: 'EUR',
            paidOn: '2026-12-02',
          },
          { strict: true }
        )
      )
    }
    return advance
  }

  test('an advance invoice is not a tax document: no UBL is stored for it', async ({
    assert: expect,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const project = await projectWith(await UserFactory.create())
    const advance = await paidAdvance(staff, project.id, [])
    expect.isNull(advance.ublXml)
    expect.isNull(advance.ublSha256)
  })

  test('the tax document for a received payment: a prepayment invoice (386), BR-CO-03 (tax point date, no delivery date), BG-3 (the advance invoice referenced), BR-CO-16 (PrepaidAmount: nothing payable), BR-CO-17, the common rules', async ({
    assert: expect,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const project = await projectWith(await UserFactory.create())
    // 500.00 received of 1,230.00: 406.50 + 93.50 VAT (406.50 x 23 % = 93.495, rounded 93.50).
    const advance = await paidAdvance(staff, project.id, [50_000])
    const document = await Invoice.query().where('advanceInvoiceId', advance.id).firstOrFail()
    expect.equal(document.ublSha256, createHash('sha256').update(document.ublXml!).digest('hex'))
    const doc = documentOf(document)
    checkCommonRules(doc, expect)
    expect.equal(doc.InvoiceTypeCode, '386')
    expect.equal(doc.TaxPointDate, '2026-12-02')
    expect.isUndefined(doc.Delivery)
    expect.equal(doc.BillingReference[0].InvoiceDocumentReference.ID, advance.number)
    const [sub] = doc.TaxTotal.TaxSubtotal
    expect.deepEqual([cents(sub.TaxableAmount), cents(sub.TaxAmount)], [40_650, 9350])
    expect.equal(cents(doc.LegalMonetaryTotal.TaxInclusiveAmount), 50_000)
    expect.equal(cents(doc.LegalMonetaryTotal.PrepaidAmount), 50_000)
    expect.equal(cents(doc.LegalMonetaryTotal.PayableAmount), 0)
  })

  test('an invoice deducting payments received in advance: negative lines at a positive price (BR-27), BG-3 per tax document, BR-CO-10/15/16/17 after the deduction', async ({
    assert: expect,
  }) => {
    const staff = await UserFactory.apply('staff').create()
    const project = await projectWith(await UserFactory.create())
    const advance = await paidAdvance(staff, project.id, [50_000, 73_000])
    const documents = await Invoice.query().where('advanceInvoiceId', advance.id).orderBy('id')
    const invoice = await issued(staff, project.id)
    const doc = documentOf(invoice)
    checkCommonRules(doc, expect)
    expect.equal(doc.InvoiceTypeCode, '380')
    expect.deepEqual(
      doc.BillingReference.map((reference: any) => reference.InvoiceDocumentReference.ID),
      documents.map((document) => document.number)
    )
    const deductions = doc.InvoiceLine.filter(
      (line: any) => Number(line.InvoicedQuantity['#text']) < 0
    )
    expect.deepEqual(
      deductions.map((line: any) => [
        cents(line.LineExtensionAmount),
        cents(line.Price.PriceAmount),
      ]),
      [
        [-40_650, 40_650],
        [-36_349, 36_349],
      ]
    )
    // The lines at 23 % come to 769.99, less than the 1,000.00 received: the second payment is
    // deducted only down to zero, the 5 % line untouched (its rate received nothing).
    const byRate = doc.TaxTotal.TaxSubtotal.map((sub: any) => [
      sub.TaxCategory.Percent,
      cents(sub.TaxableAmount),
      cents(sub.TaxAmount),
    ])
    expect.deepEqual(byRate, [
      ['23', 0, 0],
      ['5', 999, 50],
    ])
  })
})
