import { test } from '@japa/runner'
import testUtils from '@adonisjs/core/services/test_utils'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strFromU8, unzipSync } from 'fflate'
import Invoice from '#models/invoice'
import { fieldError } from '#tests/helpers/field_errors'
import { creditNote, issuedInvoice, paymentsWorld } from '../payments/payments_helpers.js'

/*
| The accountant's export (issue 42): a month's issued invoices and credit notes as one zip of a
| CSV and each document's XML and PDF, for staff only.
*/

const MONTH = '2026-11'

/* Moves an issued document into `day` ("2026-11-14"), as if it was issued then. */
const issuedOn = (invoice: Invoice, day: string) =>
  Invoice.query().where('id', invoice.id).update({ issue_date: day })

/* Python's zipfile, a reader other than the one that wrote it, checks every member's CRC. */
function zipTest(bytes: Buffer) {
  const path = join(mkdtempSync(join(tmpdir(), 'export-')), 'month.zip')
  writeFileSync(path, bytes)
  return execFileSync('python3', ['-m', 'zipfile', '-t', path], { encoding: 'utf8' })
}

test.group('Invoices: the export for the accountant', (group) => {
  group.each.setup(() => testUtils.db().withGlobalTransaction())
  group.each.timeout(120_000)

  test("staff download a month's invoices and credit notes: a CSV row for each, its XML as issued and its PDF; other months left out", async ({
    client,
    assert,
  }) => {
    const { staff, project } = await paymentsWorld()
    const first = await issuedInvoice(client, staff, project.id, '100')
    const second = await issuedInvoice(client, staff, project.id, '1234.5')
    const note = await creditNote(client, staff, first, '10')
    const october = await issuedInvoice(client, staff, project.id, '77')
    await issuedOn(first, '2026-11-01')
    await issuedOn(second, '2026-11-30')
    await issuedOn(note, '2026-11-15')
    await issuedOn(october, '2026-10-31')
    await note.refresh()
    await first.refresh()

    const request = client.get(`/invoices/export?month=${MONTH}`).loginAs(staff)
    // The zip's bytes as they came (superagent would decode an application/* body as text).
    request.request.responseType('arraybuffer')
    const response = await request
    response.assertStatus(200)
    response.assertHeader('content-type', 'application/zip')
    assert.include(response.header('content-disposition'), `invoices-${MONTH}.zip`)
    const bytes: Buffer = response.body()
    assert.match(zipTest(bytes), /Done testing/)

    const files = unzipSync(new Uint8Array(bytes))
    const names = Object.keys(files).sort()
    const number = (invoice: Invoice) => invoice.number!
    assert.sameMembers(names, [
      `invoices-${MONTH}.csv`,
      ...[first, second, note].flatMap((invoice) => [
        `xml/${number(invoice)}.xml`,
        `pdf/${number(invoice)}.pdf`,
      ]),
    ])

    const csvBytes = files[`invoices-${MONTH}.csv`]
    // UTF-8 with its byte order mark, so a spreadsheet program reads the diacritics.
    assert.deepEqual([...csvBytes.slice(0, 3)], [0xef, 0xbb, 0xbf])
    const csv = strFromU8(csvBytes)
    assert.isTrue(csv.replace(/^\uFEFF/, '').startsWith('number,kind,issue_date'))
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    assert.lengthOf(rows, 4)
    const rowOf = (invoice: Invoice) => rows.find((row) => row.startsWith(`${number(invoice)},`))!
    assert.include(rowOf(first), ',invoice,2026-11-01,')
    // 1234.50 + 23 % = 1518.44 (VAT 283.94), written exactly.
    assert.include(rowOf(second), ',1234.50,283.94,1518.44,')
    // The credit note counts against: negative, naming the invoice it credits.
    assert.include(rowOf(note), `,credit_note,2026-11-15,`)
    assert.include(rowOf(note), `,${number(first)},`)
    assert.include(rowOf(note), ',-10.00,-2.30,-12.30,')
    assert.notInclude(csv, number(october))

    assert.equal(strFromU8(files[`xml/${number(first)}.xml`]), first.ublXml)
    const pdf = files[`pdf/${number(second)}.pdf`]
    assert.equal(strFromU8(pdf.slice(0, 5)), '%PDF-')
    const path = join(mkdtempSync(join(tmpdir(), 'export-pdf-')), 'second.pdf')
    writeFileSync(path, pdf)
    assert.include(execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }), number(second))
  })

  test('a month without documents, or no month, is a message beside the field, in the page language', async ({
    client,
    assert,
  }) => {
    const { staff } = await paymentsWorld()
    const cases: [string, string, string][] = [
      ['month=2031-02', 'en', 'No invoice or credit note was issued in this month.'],
      ['month=2026-13', 'en', 'Choose a month, such as 2026-11.'],
      ['month=', 'sk', 'Vyberte mesiac, napríklad 2026-11.'],
      ['', 'de', 'Wählen Sie einen Monat.'],
    ]
    for (const [query, language, message] of cases) {
      const response = await client
        .get(`/invoices/export?${query}`)
        .loginAs(staff)
        .header('accept-language', language)
        .header('Referer', '/invoices')
        .redirects(0)
      assert.notEqual(response.status(), 500, query)
      response.assertStatus(302)
      assert.equal(fieldError(response, 'month'), message, query)
    }
  })

  test('only staff export: a guest is sent to sign in; the owner, a member and an outsider get 404', async ({
    client,
    assert,
  }) => {
    const { staff, owner, member, outsider, project } = await paymentsWorld()
    const invoice = await issuedInvoice(client, staff, project.id)
    await issuedOn(invoice, '2026-11-10')
    const url = `/invoices/export?month=${MONTH}`

    const guest = await client.get(url).redirects(0)
    guest.assertStatus(302)
    assert.include(guest.header('location'), '/login')
    for (const user of [owner, member, outsider]) {
      const refused = await client.get(url).loginAs(user).redirects(0)
      refused.assertStatus(404)
      assert.notInclude(refused.text(), invoice.number!)
    }
  })
})
