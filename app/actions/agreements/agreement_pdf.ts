import i18nManager from '@adonisjs/i18n/services/main'
import { PDFDict, PDFDocument, PDFName, PDFString, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import fontkit from '@pdf-lib/fontkit'
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib'
import { SignPdf } from '@signpdf/signpdf'
import { P12Signer } from '@signpdf/signer-p12'
import { fontBytes, wrap } from '#actions/invoices/invoice_pdf'
import { sealCertificate } from '#infrastructure/seal_certificate'
import { formatQuantity, lineItemTotal, paragraphsOf } from '#shared/offers'
import { formatMoney, type Currency } from '#shared/projects'
import type Agreement from '#models/agreement'
import type { AgreementEventType, PlanDocument } from '#shared/agreements'
import type { RevisionDiff } from '#shared/plans'

export type TrailEvent = {
  type: AgreementEventType
  at: Date
  actor: string | null
  ip: string | null
}

const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.42, 0.45, 0.5)
const RULE = rgb(0.85, 0.86, 0.88)
const WIDTH = 595.28
const HEIGHT = 841.89
const LEFT = 48
const RIGHT = WIDTH - 48
const BOTTOM = 64
/* Where a drawn signature goes on the signature page: right of the typed name's line. */
const DRAWING_BOX = { left: 320, width: RIGHT - 320, height: 80 }

/*
| The sealed PDF of a signed agreement, drawn with pdf-lib (never a browser) in the document's
| language: the document as signed (an offer with its items, or a plan revision or change order
| with its totals, terms, differences and milestones), a signature page, and the certificate of completion with
| every event of the audit trail; the reference and page number in every page's footer, and the
| reference also as a plain `/AgreementReference` entry of the document information, so /verify
| finds it in a copy whose bytes changed. Sealed with a PAdES signature (ETSI.CAdES.detached)
| under the company's certificate, covering the whole file.
*/
export async function sealedAgreementPdf(agreement: Agreement, trail: TrailEvent[]) {
  const doc = agreement.content
  const locale = agreement.locale
  const i18n = i18nManager.locale(locale)
  const t = (key: string, values?: Record<string, unknown>) => i18n.t(`agreements.${key}`, values)
  const currency = (doc.kind === 'offer' ? doc.currency : doc.figures.currency) as Currency
  const money = (minor: number) =>
    formatMoney({ minor, currency }, locale).replace(/\u202f/g, '\u00a0')
  const when = (at: Date) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'medium',
      timeStyle: 'long',
      timeZone: 'UTC',
    })
      .format(at)
      .replace(/\u202f/g, ' ')

  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const [regularBytes, boldBytes] = await fontBytes()
  const regular = await pdf.embedFont(regularBytes, { subset: true })
  const bold = await pdf.embedFont(boldBytes, { subset: true })
  const sealedAt = trail.at(-1)?.at ?? new Date()
  pdf.setTitle(doc.subject)
  pdf.setAuthor(doc.company)
  pdf.setSubject(agreement.reference)
  pdf.setLanguage(locale)
  pdf.setCreationDate(sealedAt)
  pdf.setModificationDate(sealedAt)
  pdf.setProducer(doc.company)
  pdf.setCreator(doc.company)
  // pdf-lib keeps the information dictionary to itself; the trailer names it.
  const info = pdf.context.lookup(pdf.context.trailerInfo.Info, PDFDict)
  info.set(PDFName.of('AgreementReference'), PDFString.of(agreement.reference))

  let page: PDFPage = pdf.addPage([WIDTH, HEIGHT])
  let y = HEIGHT - 56
  const newPage = () => {
    page = pdf.addPage([WIDTH, HEIGHT])
    y = HEIGHT - 56
  }
  const room = (needed: number) => {
    if (y - needed < BOTTOM) newPage()
  }
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; align?: 'right' } = {}
  ) => {
    const font = options.font ?? regular
    const size = options.size ?? 10
    const width = font.widthOfTextAtSize(value, size)
    page.drawText(value, {
      x: options.align === 'right' ? x - width : x,
      y,
      font,
      size,
      color: options.color ?? INK,
    })
  }
  const paragraph = (
    value: string,
    options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; x?: number } = {}
  ) => {
    const size = options.size ?? 10
    const x = options.x ?? LEFT
    for (const line of wrap(value, options.font ?? regular, size, RIGHT - x)) {
      room(size + 4)
      text(line, x, { ...options, size })
      y -= size + 4
    }
  }
  const rule = () => {
    page.drawLine({
      start: { x: LEFT, y: y + 4 },
      end: { x: RIGHT, y: y + 4 },
      thickness: 0.6,
      color: RULE,
    })
    y -= 12
  }
  const heading = (value: string) => {
    room(40)
    text(value, LEFT, { font: bold, size: 16 })
    y -= 26
  }
  const field = (label: string, value: string) => {
    room(30)
    text(label.toUpperCase(), LEFT, { font: bold, size: 7.5, color: MUTED })
    y -= 12
    paragraph(value, { size: 10.5 })
    y -= 6
  }

  /*
  | A plan revision or change order: what staff wrote the change is, the totals and terms, what
  | they change against the plan in force, and every milestone with its hours, amount and date.
  */
  function drawPlan(
    plan: PlanDocument,
    f: {
      t: typeof t
      hours: (count: number) => string
      money: typeof money
      when: typeof when
    }
  ) {
    const figures = plan.figures
    const calendar = (iso: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
        .format(new Date(`${iso}T00:00:00Z`))
        .replace(/\u202f/g, ' ')
    const signed = (value: number, format: (n: number) => string) =>
      `${value > 0 ? '+' : value < 0 ? '−' : ''}${format(Math.abs(value))}`
    text(plan.company, LEFT, { font: bold, size: 10, color: MUTED })
    text(f.t(`pdf.kinds.${plan.kind}`), RIGHT, { size: 9, color: MUTED, align: 'right' })
    y -= 28
    paragraph(plan.subject, { font: bold, size: 18 })
    y -= 4
    paragraph(
      [
        f.t('pdf.to', { email: plan.recipient }),
        plan.proposedAt ? f.t('pdf.proposedOn', { date: f.when(new Date(plan.proposedAt)) }) : null,
        plan.proposedBy ? f.t('pdf.proposedBy', { name: plan.proposedBy }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      { size: 9, color: MUTED }
    )
    y -= 8
    rule()
    if (plan.change) {
      field(f.t('pdf.change'), plan.change.text)
      field(f.t('pdf.changeHours'), signed(plan.change.hours, f.hours))
      field(f.t('pdf.changePrice'), signed(plan.change.priceMinor, f.money))
      rule()
    }
    const deposit = Math.round((figures.priceMinor * figures.depositPercent) / 100)
    field(f.t('pdf.hours'), f.hours(figures.hours))
    field(f.t('pdf.price'), f.money(figures.priceMinor))
    paragraph(
      figures.depositPercent > 0
        ? i18n.t('projects.plan.deposit', {
            percent: figures.depositPercent,
            amount: f.money(deposit),
          })
        : i18n.t('projects.plan.noDeposit')
    )
    paragraph(i18n.t('projects.plan.paymentDays', { days: figures.paymentDays }))
    y -= 10

    heading(
      plan.previous
        ? i18n.t('projects.plan.changesSince', { number: plan.previous.number })
        : f.t('pdf.changesTitle')
    )
    for (const line of differenceLines(plan, f)) paragraph(line, { size: 9.5 })
    y -= 8

    if (figures.milestones.length) {
      heading(f.t('pdf.milestones'))
      text(f.t('pdf.milestone'), LEFT, { font: bold, size: 8.5, color: MUTED })
      text(f.t('pdf.hours'), 350, { font: bold, size: 8.5, color: MUTED, align: 'right' })
      text(f.t('pdf.amount'), 440, { font: bold, size: 8.5, color: MUTED, align: 'right' })
      text(f.t('pdf.targetDate'), RIGHT, { font: bold, size: 8.5, color: MUTED, align: 'right' })
      y -= 8
      rule()
      figures.milestones.forEach((milestone, index) => {
        const lines = wrap(`${index + 1}. ${milestone.title}`, bold, 9.5, 230)
        room(lines.length * 13 + 6)
        text(String(milestone.hours), 350, { size: 9.5, align: 'right' })
        text(f.money(milestone.amountMinor), 440, { size: 9.5, align: 'right' })
        text(calendar(milestone.targetDate), RIGHT, { size: 9.5, align: 'right' })
        for (const line of lines) {
          text(line, LEFT, { size: 9.5, font: bold })
          y -= 13
        }
        if (milestone.criteria) {
          for (const part of paragraphsOf(milestone.criteria)) {
            paragraph(part, { size: 8.5, color: MUTED, x: LEFT + 12 })
          }
        }
        y -= 6
      })
      rule()
    }
  }

  /* The differences in words, as the plan card shows them. */
  function differenceLines(
    plan: PlanDocument,
    f: { t: typeof t; hours: (count: number) => string; money: typeof money }
  ) {
    if (!plan.previous || !plan.diff) return [f.t('pdf.firstPlan')]
    const diff: RevisionDiff = plan.diff
    const list = (items: string[]) => new Intl.ListFormat(locale).format(items)
    const lines: string[] = []
    if (diff.totals.length) {
      lines.push(
        f.t('pdf.changedTotals', {
          fields: list(diff.totals.map((total) => i18n.t(`projects.plan.totals.${total}`))),
          hours: f.hours(plan.previous.figures.hours),
          price: f.money(plan.previous.figures.priceMinor),
        })
      )
    }
    const titles = new Map(plan.figures.milestones.map((m) => [m.key, m.title]))
    for (const key of diff.added) lines.push(f.t('pdf.added', { title: titles.get(key) ?? '' }))
    for (const entry of diff.changed) {
      lines.push(
        f.t('pdf.changedMilestone', {
          title: titles.get(entry.key) ?? '',
          fields: list(entry.fields.map((name) => i18n.t(`projects.plan.fields.${name}`))),
        })
      )
    }
    for (const removed of diff.removed) lines.push(f.t('pdf.removed', { title: removed.title }))
    return lines.length ? lines : [f.t('pdf.noChanges')]
  }

  // 1. The document as signed.
  if (doc.kind !== 'offer') {
    drawPlan(doc, { t, hours: (count) => i18n.t('projects.show.hours', { count }), money, when })
  } else {
    text(doc.company, LEFT, { font: bold, size: 10, color: MUTED })
    text(t('pdf.documentKind'), RIGHT, { size: 9, color: MUTED, align: 'right' })
    y -= 28
    paragraph(doc.subject, { font: bold, size: 18 })
    y -= 4
    paragraph(
      [
        t('pdf.to', { email: doc.recipient }),
        doc.sentAt ? t('pdf.sentOn', { date: when(new Date(doc.sentAt)) }) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      { size: 9, color: MUTED }
    )
    y -= 8
    rule()
    paragraph(doc.greeting)
    y -= 6
    for (const part of paragraphsOf(doc.content)) {
      paragraph(part)
      y -= 6
    }
    if (doc.items.length) {
      room(40)
      y -= 4
      text(t('pdf.item'), LEFT, { font: bold, size: 8.5, color: MUTED })
      text(t('pdf.quantity'), 360, { font: bold, size: 8.5, color: MUTED, align: 'right' })
      text(t('pdf.unitPrice'), 450, { font: bold, size: 8.5, color: MUTED, align: 'right' })
      text(t('pdf.lineTotal'), RIGHT, { font: bold, size: 8.5, color: MUTED, align: 'right' })
      y -= 8
      rule()
      for (const item of doc.items) {
        const lines = wrap(item.description, regular, 9.5, 250)
        room(lines.length * 13 + 6)
        text(formatQuantity(item.quantity, locale), 360, { size: 9.5, align: 'right' })
        text(money(item.unitPriceMinor), 450, { size: 9.5, align: 'right' })
        text(money(lineItemTotal(item)), RIGHT, { size: 9.5, align: 'right' })
        for (const line of lines) {
          text(line, LEFT, { size: 9.5 })
          y -= 13
        }
        y -= 4
      }
      rule()
    }
    if (doc.amountMinor !== null) {
      room(24)
      text(t('pdf.total'), 360, { font: bold, size: 11 })
      text(money(doc.amountMinor), RIGHT, { font: bold, size: 11, align: 'right' })
      y -= 22
    }
    if (doc.timeline) field(t('pdf.timeline'), doc.timeline)
    if (doc.validUntil) field(t('pdf.validUntil'), doc.validUntil)
    y -= 6
    paragraph(doc.salutation)
    if (doc.sentBy) paragraph(doc.sentBy, { font: bold })
    paragraph(doc.company, { color: MUTED, size: 9 })
  }

  // 2. The signature page.
  newPage()
  heading(t('pdf.signatureTitle'))
  paragraph(t('pdf.signatureText', { company: doc.company }), { size: 9.5, color: MUTED })
  y -= 10
  rule()
  // A drawn signature stands on its own line to the right of the typed name, as tall as fits.
  const drawing = agreement.signaturePng
    ? await pdf.embedPng(Buffer.from(agreement.signaturePng, 'base64'))
    : null
  room(drawing ? 120 : 60)
  if (drawing) y -= DRAWING_BOX.height - 24
  // Beside a drawing a long name gets smaller rather than run into it.
  const name = agreement.signerName ?? ''
  const nameRoom = (drawing ? 300 : RIGHT) - LEFT
  const nameSize = Math.min(22, (22 * nameRoom) / Math.max(1, bold.widthOfTextAtSize(name, 22)))
  text(name, LEFT, { font: bold, size: nameSize })
  y -= 10
  page.drawLine({
    start: { x: LEFT, y },
    end: { x: drawing ? 300 : 320, y },
    thickness: 0.8,
    color: INK,
  })
  if (drawing) {
    const scale = Math.min(DRAWING_BOX.width / drawing.width, DRAWING_BOX.height / drawing.height)
    page.drawImage(drawing, {
      x: DRAWING_BOX.left,
      y: y + 2,
      width: drawing.width * scale,
      height: drawing.height * scale,
    })
    page.drawLine({
      start: { x: DRAWING_BOX.left, y },
      end: { x: RIGHT, y },
      thickness: 0.8,
      color: INK,
    })
  }
  y -= 14
  text(t('pdf.typedName'), LEFT, { size: 8, color: MUTED })
  if (drawing) text(t('pdf.drawnSignature'), DRAWING_BOX.left, { size: 8, color: MUTED })
  y -= 26
  field(t('pdf.consent'), t('consent'))
  field(
    t('pdf.signedAs'),
    agreement.signerMethod === 'account'
      ? t('pdf.asAccount', { email: agreement.signerEmail })
      : t('pdf.asCode', { email: agreement.signerEmail })
  )
  field(t('pdf.signedAt'), agreement.signedAt ? when(agreement.signedAt.toJSDate()) : '')
  field(t('pdf.ip'), agreement.signedIp ?? '—')
  field(t('pdf.userAgent'), agreement.signedUserAgent ?? '—')
  field(t('pdf.documentHash'), agreement.documentHash)
  field(t('pdf.reference'), agreement.reference)

  // 3. The certificate of completion: every event of the trail.
  newPage()
  heading(t('pdf.certificateTitle'))
  paragraph(t('pdf.certificateText', { company: doc.company }), { size: 9.5, color: MUTED })
  y -= 8
  field(t('pdf.document'), doc.subject)
  field(t('pdf.reference'), agreement.reference)
  field(t('pdf.documentHash'), agreement.documentHash)
  room(30)
  text(t('pdf.eventTime'), LEFT, { font: bold, size: 8.5, color: MUTED })
  text(t('pdf.event'), 210, { font: bold, size: 8.5, color: MUTED })
  text(t('pdf.eventBy'), 320, { font: bold, size: 8.5, color: MUTED })
  y -= 8
  rule()
  for (const event of trail) {
    const by = [event.actor, event.ip].filter(Boolean).join(' · ')
    const lines = wrap(by || '—', regular, 8.5, RIGHT - 320)
    room(lines.length * 12 + 6)
    text(when(event.at), LEFT, { size: 8.5 })
    text(t(`events.${event.type}`), 210, { size: 8.5, font: bold })
    for (const line of lines) {
      text(line, 320, { size: 8.5 })
      y -= 12
    }
    y -= 4
  }
  y -= 10
  paragraph(t('pdf.legal'), { size: 8, color: MUTED })

  // The reference on every page.
  const pages = pdf.getPages()
  pages.forEach((each, index) => {
    const footer = t('pdf.footer', {
      reference: agreement.reference,
      page: index + 1,
      pages: pages.length,
    })
    each.drawText(footer, { x: LEFT, y: 28, size: 7.5, font: regular, color: MUTED })
  })

  pdflibAddPlaceholder({
    pdfDoc: pdf,
    reason: t('pdf.sealReason', { reference: agreement.reference }),
    contactInfo: doc.company,
    name: doc.company,
    location: doc.company,
    signingTime: sealedAt,
    subFilter: 'ETSI.CAdES.detached',
    signatureLength: 16384,
    appName: doc.company,
  })
  const unsigned = Buffer.from(await pdf.save({ useObjectStreams: false }))
  const seal = await sealCertificate()
  const signer = new P12Signer(seal.p12, { passphrase: seal.password })
  return new SignPdf().sign(unsigned, signer, sealedAt)
}
