import { DateTime } from 'luxon'
import { strToU8, zipSync, type Zippable } from 'fflate'
import Invoice from '#models/invoice'
import { INVOICE_ZONE } from '#actions/invoices/issue_invoice'
import { invoicePdf } from '#actions/invoices/invoice_pdf'

/*
| The accountant's month (issue 42): every invoice and credit note issued in a calendar month of
| the invoices' zone, as one zip of `invoices-{month}.csv` (a row per document, for an
| accounting program's import), each document's UBL XML exactly as stored at issue and its PDF.
| The CSV is RFC 4180 (comma, quotes doubled), UTF-8 with a byte order mark so spreadsheet
| programs read the diacritics, ISO dates and amounts in major units with a dot: a machine's
| format, the same in every language. Credit notes' amounts are negative, as they count.
*/

export const EXPORT_MAX_DOCUMENTS = 2000

const COLUMNS = [
  'number',
  'kind',
  'issue_date',
  'supply_date',
  'due_date',
  'variable_symbol',
  'credited_number',
  'customer_name',
  'customer_company_number',
  'customer_tax_number',
  'customer_vat_id',
  'customer_country',
  'currency',
  'reverse_charge',
  'vat_rates',
  'net',
  'vat',
  'total',
  'paid',
  'paid_on',
  'ubl_sha256',
] as const

/* The first and last day of `month` ("2026-11") in the invoices' zone, as ISO dates. */
export function monthRange(month: string) {
  const start = DateTime.fromISO(`${month}-01`, { zone: INVOICE_ZONE })
  return { from: start.toISODate()!, to: start.endOf('month').toISODate()! }
}

const cell = (value: string | number | null | undefined) => {
  const text = value === null || value === undefined ? '' : String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/* Minor units as a decimal in major units ("-1234.50"), never through a float's rounding. */
export function majorUnits(minor: number) {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/* A file name no archive program misreads: the number's letters and digits. */
const fileName = (invoice: Invoice) =>
  (invoice.number ?? String(invoice.id)).replace(/[^\w-]/g, '_')

function csvOf(invoices: Invoice[]) {
  const rows = invoices.map((invoice) => {
    const sign = invoice.kind === 'credit_note' ? -1 : 1
    const customer = invoice.customerDetails
    return [
      invoice.number,
      invoice.kind,
      invoice.issueDate?.toISODate(),
      invoice.supplyDate?.toISODate(),
      invoice.dueDate?.toISODate(),
      invoice.variableSymbol,
      invoice.creditedInvoice?.number ?? '',
      customer?.name,
      customer?.companyNumber,
      customer?.taxNumber,
      customer?.vatId,
      customer?.country,
      invoice.currency,
      invoice.reverseCharge ? 'yes' : 'no',
      invoice.rates
        .map(
          (rate) =>
            `${rate.category} ${rate.rateBp / 100}%: ${majorUnits(sign * rate.taxableMinor)} + ${majorUnits(sign * rate.vatMinor)}`
        )
        .join('; '),
      majorUnits(sign * invoice.netMinor),
      majorUnits(sign * invoice.vatMinor),
      majorUnits(sign * invoice.totalMinor),
      majorUnits(invoice.paidMinor),
      invoice.paidAt?.setZone(INVOICE_ZONE).toISODate() ?? '',
      invoice.ublSha256,
    ]
      .map(cell)
      .join(',')
  })
  return `\uFEFF${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}

/* The month's issued documents in number order, or null when none was issued in it. */
export async function accountantExport(month: string) {
  const { from, to } = monthRange(month)
  const invoices = await Invoice.query()
    .where('status', 'issued')
    .where('issue_date', '>=', from)
    .where('issue_date', '<=', to)
    .preload('lines')
    .preload('creditedInvoice', (credited) => credited.select('id', 'number'))
    .orderBy('kind')
    .orderBy('number')
    .limit(EXPORT_MAX_DOCUMENTS)
  if (invoices.length === 0) return null

  const files: Zippable = { [`invoices-${month}.csv`]: strToU8(csvOf(invoices)) }
  for (const invoice of invoices) {
    const name = fileName(invoice)
    files[`xml/${name}.xml`] = strToU8(invoice.ublXml ?? '')
    // PDFs are already compressed; storing them keeps the zip quick to make.
    files[`pdf/${name}.pdf`] = [await invoicePdf(invoice), { level: 0 }]
  }
  return { fileName: `invoices-${month}.zip`, bytes: zipSync(files), count: invoices.length }
}
