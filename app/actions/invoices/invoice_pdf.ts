import { readFile } from 'node:fs/promises'
import app from '@adonisjs/core/services/app'
import i18nManager from '@adonisjs/i18n/services/main'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import fontkit from '@pdf-lib/fontkit'
import QRCode from 'qrcode'
import type Invoice from '#models/invoice'
import { formatPostalAddress } from '#shared/postal_address'
import { MINOR_UNITS } from '#shared/projects'
import { paymentQr } from '#actions/invoices/payment_qr'
import { roundedProduct } from '#shared/invoices'

/*
| The invoice's PDF, drawn on the server with pdf-lib from the invoice as issued (so it reads the
| same every time it is downloaded). In the customer's language; for a Slovak customer reading
| another language, each label has its Slovak beside it. DejaVu Sans (resources/fonts) carries
| every letter of the four languages; the QR is drawn as vector squares.
*/

let fonts: Promise<[Uint8Array, Uint8Array]> | undefined
export function fontBytes() {
  fonts ??= Promise.all([
    readFile(app.makePath('resources/fonts/DejaVuSans.ttf')),
    readFile(app.makePath('resources/fonts/DejaVuSans-Bold.ttf')),
  ]).catch((error) => {
    // A failed read is not kept: the next PDF tries the files again.
    fonts = undefined
    throw error
  })
  return fonts
}

const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.42, 0.45, 0.5)
const RULE = rgb(0.85, 0.86, 0.88)
const BAND = rgb(0.95, 0.96, 0.97)

export async function invoicePdf(invoice: Invoice, _requestI18n?: unknown) {
  const locale = invoice.locale
  const customer = invoice.customerDetails!
  const supplier = invoice.supplierDetails!
  const bilingual = customer.country === 'SK' && locale !== 'sk'
  const own = i18nManager.locale(locale)
  const sk = i18nManager.locale('sk')
  const t = (key: string, values?: Record<string, unknown>) => own.t(`invoices.${key}`, values)
  const label = (key: string) => (bilingual ? `${t(key)} / ${sk.t(`invoices.${key}`)}` : t(key))
  const money = (minor: number) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency: invoice.currency })
      .format(minor / MINOR_UNITS)
      .replace(/\u202f/g, '\u00a0')
  const date = (value: Invoice['issueDate']) =>
    value ? value.setLocale(locale).toLocaleString({ dateStyle: 'medium' }) : ''
  const percent = (bp: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(bp / 100) + ' %'
  const quantity = (milli: number) =>
    new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(milli / 1000)

  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const [regularBytes, boldBytes] = await fontBytes()
  const regular = await pdf.embedFont(regularBytes, { subset: true })
  const bold = await pdf.embedFont(boldBytes, { subset: true })
  const title = `${t(`pdf.${invoice.kind}`)} ${invoice.number}`
  pdf.setTitle(title)
  pdf.setAuthor(supplier.name)
  pdf.setLanguage(locale)
  pdf.setCreationDate(invoice.issuedAt?.toJSDate() ?? new Date(0))
  pdf.setModificationDate(invoice.issuedAt?.toJSDate() ?? new Date(0))

  let page = pdf.addPage([595.28, 841.89])
  const left = 48
  const right = 595.28 - 48
  let y = 841.89 - 56

  const text = (
    value: string,
    x: number,
    at: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; align?: 'right' } = {}
  ) => {
    const font = options.font ?? regular
    const size = options.size ?? 9
    const width = font.widthOfTextAtSize(value, size)
    page.drawText(value, {
      x: options.align === 'right' ? x - width : x,
      y: at,
      font,
      size,
      color: options.color ?? INK,
    })
  }

  // Heading: the document's kind and number; whether it is a tax document (an advance invoice is not).
  const advance = invoice.kind === 'advance'
  const received = invoice.kind === 'advance_tax'
  const marker = label(advance ? 'pdf.notTaxDocument' : 'pdf.taxDocument')
  // A long title ("Tax document for a received payment …") is set smaller to stay clear of it.
  const markerWidth = (advance ? bold : regular).widthOfTextAtSize(marker, 9)
  text(title, left, y, { font: bold, size: fit(title, bold, 18, right - left - markerWidth - 16) })
  if (bilingual)
    text(`${sk.t(`invoices.pdf.${invoice.kind}`)} ${invoice.number}`, left, y - 16, {
      size: 10,
      color: MUTED,
    })
  text(marker, right, y + 4, {
    size: 9,
    color: advance ? INK : MUTED,
    font: advance ? bold : regular,
    align: 'right',
  })
  y -= bilingual ? 44 : 32

  // The two parties side by side.
  const party = (
    heading: string,
    x: number,
    details: {
      name: string
      street: string
      postalCode: string
      city: string
      country: string
      companyNumber: string | null
      taxNumber: string | null
      vatId: string | null
    },
    extra: string[]
  ) => {
    let at = y
    text(heading.toUpperCase(), x, at, { size: 7.5, color: MUTED, font: bold })
    at -= 14
    text(details.name, x, at, { font: bold, size: 10.5 })
    at -= 13
    const address = formatPostalAddress(details, locale)
    for (const part of address.split(', ').reduce<string[]>((lines, piece) => {
      const last = lines.at(-1)
      if (last && regular.widthOfTextAtSize(`${last}, ${piece}`, 9) < 230)
        lines[lines.length - 1] = `${last}, ${piece}`
      else lines.push(piece)
      return lines
    }, [])) {
      text(part, x, at)
      at -= 12
    }
    const numbers = [
      details.companyNumber ? `${t('fields.companyNumber')}: ${details.companyNumber}` : null,
      details.taxNumber ? `${t('fields.taxNumber')}: ${details.taxNumber}` : null,
      details.vatId ? `${t('fields.vatId')}: ${details.vatId}` : null,
      ...extra,
    ].filter(Boolean) as string[]
    for (const line of numbers) {
      text(line, x, at, { size: 8.5 })
      at -= 11
    }
    return at
  }
  const supplierBottom = party(label('fields.supplier'), left, supplier, [
    ...(supplier.vatPayer ? [] : [t('notVatPayer')]),
  ])
  const customerBottom = party(label('fields.customer'), 320, customer, [])
  y = Math.min(supplierBottom, customerBottom) - 4
  if (supplier.register) {
    for (const line of wrap(supplier.register, regular, 7.5, 260)) {
      text(line, left, y, { size: 7.5, color: MUTED })
      y -= 9.5
    }
  }
  y -= 10

  // Dates and payment details in one band.
  page.drawRectangle({
    x: left,
    y: y - 52,
    width: right - left,
    height: 58,
    color: rgb(0.965, 0.969, 0.976),
  })
  /*
  | An advance invoice has no date of supply (nothing is supplied yet); a tax document for a
  | received payment has the day the money came (its tax point) and nothing falls due.
  */
  const facts: [string, string][] = [
    [label('fields.issueDate'), date(invoice.issueDate)],
    advance
      ? [label('fields.dueDate'), date(invoice.dueDate)]
      : [label(received ? 'fields.receivedOn' : 'fields.supplyDate'), date(invoice.supplyDate)],
    received
      ? [label('fields.advanceInvoice'), invoice.advanceInvoice?.number ?? '']
      : advance
        ? [label('fields.variableSymbol'), invoice.variableSymbol ?? '']
        : [label('fields.dueDate'), date(invoice.dueDate)],
    advance || received ? ['', ''] : [label('fields.variableSymbol'), invoice.variableSymbol ?? ''],
    [t('fields.iban'), supplier.iban.replace(/(.{4})/g, '$1 ').trim()],
    [t('fields.swift'), supplier.swift],
  ]
  facts.forEach(([name, value], i) => {
    // The middle column is wider: it holds the IBAN in groups of four.
    const x = left + 10 + [0, 150, 370][i % 3]
    const at = y - 10 - Math.floor(i / 3) * 26
    text(name, x, at, { size: fit(name, regular, 7, right - x), color: MUTED })
    text(value, x, at - 11, { font: bold, size: 9 })
  })
  y -= 72

  if (invoice.creditedInvoice?.number) {
    text(`${label('fields.credits')}: ${invoice.creditedInvoice.number}`, left, y, { font: bold })
    y -= 16
  }

  // The lines.
  const columns = { description: left, quantity: 330, unitPrice: 400, rate: 452, net: right }
  const header = () => {
    text(label('fields.description'), columns.description, y, { size: 7.5, color: MUTED })
    text(t('fields.quantity'), columns.quantity, y, { size: 7.5, color: MUTED, align: 'right' })
    text(t('fields.unitPrice'), columns.unitPrice, y, { size: 7.5, color: MUTED, align: 'right' })
    text(t('fields.vatRate'), columns.rate, y, { size: 7.5, color: MUTED, align: 'right' })
    text(t('fields.net'), columns.net, y, { size: 7.5, color: MUTED, align: 'right' })
    y -= 6
    page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.6, color: RULE })
    y -= 13
  }
  header()
  const lines = [...invoice.lines].sort((a, b) => a.position - b.position)
  for (const line of lines) {
    const described = wrap(line.description, regular, 9, 250)
    if (y - described.length * 11 < 200) {
      page = pdf.addPage([595.28, 841.89])
      y = 841.89 - 56
      header()
    }
    text(`${quantity(line.quantityMilli)} ${t(`units.${line.unit}`)}`, columns.quantity, y, {
      align: 'right',
    })
    text(money(line.unitPriceMinor), columns.unitPrice, y, { align: 'right' })
    text(invoice.rates[0]?.category === 'S' ? percent(line.vatRateBp) : '—', columns.rate, y, {
      align: 'right',
    })
    text(money(line.netMinor), columns.net, y, { align: 'right' })
    for (const part of described) {
      text(part, columns.description, y)
      y -= 11
    }
    y -= 5
  }
  page.drawLine({
    start: { x: left, y: y + 6 },
    end: { x: right, y: y + 6 },
    thickness: 0.6,
    color: RULE,
  })
  y -= 10

  /*
  | VAT by rate (EN 16931's breakdown) and the totals: a block of its own on the right, with
  | headed columns, rows far enough apart to read, a rule before the sums and the amount due on
  | a shaded band, so the eye lands on it first.
  */
  const totalsX = 318
  const rowHeight = 16
  const taxableX = 468
  y -= 6
  text(label('fields.rateSummary'), totalsX, y, { size: 7.5, color: MUTED })
  text(t('fields.net'), taxableX, y, { size: 7.5, color: MUTED, align: 'right' })
  text(t('fields.vat'), right, y, { size: 7.5, color: MUTED, align: 'right' })
  y -= rowHeight
  for (const rate of invoice.rates) {
    const name = rate.category === 'S' ? percent(rate.rateBp) : rate.category === 'AE' ? 'AE' : 'O'
    text(`${t('fields.taxable')} ${name}`, totalsX, y)
    text(money(rate.taxableMinor), taxableX, y, { align: 'right' })
    text(money(rate.vatMinor), right, y, { align: 'right' })
    y -= rowHeight
  }
  page.drawLine({
    start: { x: totalsX, y: y + rowHeight - 6 },
    end: { x: right, y: y + rowHeight - 6 },
    thickness: 0.6,
    color: RULE,
  })
  y -= 4
  text(label('fields.net'), totalsX, y)
  text(money(invoice.netMinor), right, y, { align: 'right' })
  y -= rowHeight
  text(label('fields.vat'), totalsX, y)
  text(money(invoice.vatMinor), right, y, { align: 'right' })
  y -= rowHeight
  // What the deduction lines took off, with its VAT: the payments received in advance.
  const prepaidMinor = invoice.lines
    .filter((line) => line.deductsInvoiceId)
    .reduce((sum, line) => {
      const rate = invoice.rates[0]?.category === 'S' ? line.vatRateBp : 0
      return sum - line.netMinor + roundedProduct(-line.netMinor, rate, 10_000)
    }, 0)
  if (prepaidMinor > 0) {
    const amount = money(prepaidMinor)
    const room = right - totalsX - regular.widthOfTextAtSize(amount, 9) - 8
    const name = label('fields.paidInAdvance')
    text(name, totalsX, y, { size: fit(name, regular, 9, room) })
    text(amount, right, y, { align: 'right' })
    y -= rowHeight
  }
  y -= 14
  page.drawRectangle({
    x: totalsX - 10,
    y: y - 10,
    width: right - totalsX + 20,
    height: 30,
    color: BAND,
  })
  const dueLabel = label(received ? 'fields.totalReceived' : 'fields.totalDue')
  const dueRoom = right - totalsX - bold.widthOfTextAtSize(money(invoice.totalMinor), 12) - 10
  text(dueLabel, totalsX, y, {
    font: bold,
    size: fit(dueLabel, bold, bilingual ? 10.5 : 12, dueRoom),
  })
  text(money(invoice.totalMinor), right, y, { font: bold, size: 12, align: 'right' })
  y -= 40

  const notes = [
    advance ? label('pdf.advanceNote') : null,
    received ? label('pdf.receivedNote') : null,
    invoice.reverseCharge ? label('reverseCharge') : null,
    invoice.reverseCharge && customer.vatId ? `${t('fields.vatId')}: ${customer.vatId}` : null,
    !invoice.vatPayer ? label('notVatPayer') : null,
    invoice.note,
  ].filter(Boolean) as string[]
  for (const note of notes) {
    for (const line of wrap(note, regular, 8.5, right - left)) {
      text(line, left, y, { size: 8.5 })
      y -= 11
    }
    y -= 2
  }

  // The payment QR in the bottom-left corner of the last page.
  const qr = paymentQr(invoice)
  if (qr)
    drawQr(
      page,
      qr.text,
      left,
      60,
      110,
      qr.kind === 'bysquare' ? t('pdf.qr') : t('pdf.epc'),
      regular,
      bold
    )

  pdf.getPages().forEach((each, i, all) => {
    const footer = `${supplier.name} · ${invoice.number} · ${t('pdf.page', { page: i + 1, pages: all.length })}`
    each.drawText(footer, { x: left, y: 28, size: 7, font: regular, color: MUTED })
  })
  return pdf.save({ useObjectStreams: true })
}

function drawQr(
  page: PDFPage,
  value: string,
  x: number,
  y: number,
  size: number,
  caption: string,
  font: PDFFont,
  bold: PDFFont
) {
  const code = QRCode.create(value, { errorCorrectionLevel: 'M' })
  const count = code.modules.size
  const cell = size / count
  for (let row = 0; row < count; row++) {
    for (let column = 0; column < count; column++) {
      if (!code.modules.get(row, column)) continue
      page.drawRectangle({
        x: x + column * cell,
        y: y + size - (row + 1) * cell,
        width: cell + 0.01,
        height: cell + 0.01,
        color: INK,
      })
    }
  }
  page.drawText(caption, { x: x + size + 10, y: y + size - 10, size: 9, font: bold, color: INK })
  void font
}

/* The font size, at most `size`, at which `value` is no wider than `width` points. */
function fit(value: string, font: PDFFont, size: number, width: number) {
  const natural = font.widthOfTextAtSize(value, size)
  return natural <= width ? size : Math.max(6, Math.floor(((size * width) / natural) * 10) / 10)
}

/* Words onto lines no wider than `width` points. */
export function wrap(value: string, font: PDFFont, size: number, width: number) {
  const lines: string[] = []
  for (const paragraph of value.split('\n')) {
    let line = ''
    for (const word of paragraph.split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        lines.push(line)
        line = word
      } else line = next
    }
    lines.push(line)
  }
  return lines
}
