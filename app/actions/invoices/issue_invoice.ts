import { createHash } from 'node:crypto'
import db from '@adonisjs/lucid/services/db'
import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import { DateTime } from 'luxon'
import Invoice from '#models/invoice'
import InvoiceLine from '#models/invoice_line'
import Payment from '#models/payment'
import BillingProfile from '#models/billing_profile'
import ProjectMember from '#models/project_member'
import User from '#models/user'
import invoicesConfig from '#config/invoices'
import { EU_COUNTRIES, type BillingDetails } from '#shared/billing'
import {
  computeTotals,
  isReverseCharge,
  receivedPaymentTotals,
  splitReceivedPayment,
  variableSymbolOf,
  type Supplier,
  type VatTreatment,
} from '#shared/invoices'
import { nextNumber } from '#actions/invoices/invoice_series'
import { InvoiceRuleError } from '#actions/invoices/invoice_rule_error'
import { invoiceUbl } from '#actions/invoices/invoice_ubl'
import { deductedDocuments, refreshDeductions } from '#actions/invoices/advance_invoices'
import { afterCommit } from '#infrastructure/after_commit'
import { broadcastInvoiceUpdated } from '#services/invoice_broadcasts'

/* Invoices are dated in the company's time zone: a number's year is the Slovak calendar's. */
export const INVOICE_ZONE = 'Europe/Bratislava'

/*
| The customer is the project's owner, with the billing profile they keep in settings; without
| one, their name and e-mail (a private person at the supplier's country).
*/
export async function customerOf(projectId: number, client = db.connection()) {
  const owner = await ProjectMember.query({ client }).where({ projectId, role: 'owner' }).first()
  const user = owner ? await User.find(owner.userId, { client }) : null
  const profile = user ? await BillingProfile.findBy('userId', user.id, { client }) : null
  const details: BillingDetails = profile
    ? { ...profile.details, email: profile.email ?? user!.email }
    : {
        kind: 'person',
        name: user?.fullName ?? '',
        street: '',
        postalCode: '',
        city: '',
        country: invoicesConfig.supplier.country,
        companyNumber: null,
        taxNumber: null,
        vatId: null,
        email: user?.email ?? null,
      }
  return { details, locale: user?.locale ?? 'sk', hasProfile: Boolean(profile) }
}

export function treatmentFor(supplier: Supplier, customer: BillingDetails): VatTreatment {
  if (!supplier.vatPayer) return 'not_vat_payer'
  return isReverseCharge(supplier.country, customer, EU_COUNTRIES) ? 'reverse_charge' : 'standard'
}

/*
| Issuing, in one transaction: the number from the year's series (taken first, so the series'
| lock orders concurrent issuers), the draft re-read and still a draft, the supplier and the
| customer copied, the totals computed for them (EN 16931), the UBL XML and its SHA-256
| stored. Anything failing rolls it all back, the number with it. `connection` names another
| database connection (the series' concurrency test uses two).
*/
export async function issueInvoice(
  invoiceId: number,
  options: { connection?: string; today?: DateTime } = {}
) {
  return whileBusy(() =>
    db
      .connection(options.connection)
      .transaction((trx) => issueWithin(trx, invoiceId, options.today))
  )
}

/*
| Issuing inside a transaction the caller holds (a milestone accepted with its invoice issued at
| once, a payment whose tax document is issued with it); see `issueInvoice`.
| - A credit note copies the supplier and the customer of the invoice it corrects; a tax
|   document for a received payment those of its advance invoice, its totals the VAT in the
|   payment (splitReceivedPayment), dated on the day the money came (its tax point); it asks
|   for nothing (the money is received), so it is never owed.
| - An invoice deducts what was paid in advance and not yet deducted (refreshDeductions).
| - An advance invoice is not a tax document and has no UBL (invoices.md "Advance invoices").
*/
export async function issueWithin(
  trx: TransactionClientContract,
  invoiceId: number,
  when?: DateTime
) {
  const today = (when ?? DateTime.now()).setZone(INVOICE_ZONE).startOf('day')
  const kind = await Invoice.query({ client: trx }).where('id', invoiceId).select('kind').first()
  if (!kind) throw new InvoiceRuleError('immutable')
  const { seq, number } = await nextNumber(trx, kind.kind, today.year)
  const invoice = await Invoice.query({ client: trx }).where('id', invoiceId).first()
  if (!invoice || invoice.status !== 'draft') throw new InvoiceRuleError('immutable')
  const lines =
    invoice.kind === 'invoice'
      ? await refreshDeductions(trx, invoice)
      : await InvoiceLine.query({ client: trx }).where('invoiceId', invoice.id).orderBy('position')
  const credited = invoice.creditedInvoiceId
    ? await Invoice.query({ client: trx })
        .where('id', invoice.creditedInvoiceId)
        .forUpdate()
        .first()
    : null
  const advance = invoice.advanceInvoiceId
    ? await Invoice.query({ client: trx }).where('id', invoice.advanceInvoiceId).first()
    : null
  const payment = invoice.paymentId
    ? await Payment.query({ client: trx }).where('id', invoice.paymentId).first()
    : null
  const source = credited ?? advance
  const supplier = source?.supplierDetails ?? invoicesConfig.supplier
  const customer = source
    ? { details: source.customerDetails!, locale: source.locale }
    : await customerOf(invoice.projectId, trx)
  const treatment = treatmentFor(supplier, customer.details)
  const totals =
    advance && payment
      ? receivedPaymentTotals(splitReceivedPayment(payment.amountMinor, advance.rates))
      : computeTotals(lines, treatment)
  const receivedOn = payment?.paidOn.setZone(INVOICE_ZONE).startOf('day')

  invoice.merge({
    status: 'issued',
    number,
    year: today.year,
    seq,
    variableSymbol: variableSymbolOf(number, invoice.kind),
    locale: customer.locale,
    issueDate: today,
    // Nothing is supplied when an advance is asked for: its date of supply stays as drafted.
    supplyDate:
      receivedOn ??
      (invoice.kind === 'advance' ? invoice.supplyDate : (invoice.supplyDate ?? today)),
    dueDate: receivedOn ?? today.plus({ days: invoice.dueDays }),
    reverseCharge: treatment === 'reverse_charge',
    vatPayer: supplier.vatPayer,
    supplier: JSON.stringify(supplier),
    customer: JSON.stringify(customer.details),
    vatBreakdown: JSON.stringify(totals.rates),
    netMinor: totals.netMinor,
    vatMinor: totals.vatMinor,
    totalMinor: totals.totalMinor,
    issuedAt: DateTime.now(),
  })
  if (invoice.kind === 'advance') {
    invoice.ublXml = null
    invoice.ublSha256 = null
  } else {
    const xml = invoiceUbl(invoice, lines, credited, {
      advance,
      deducted: await deductedDocuments(trx, lines),
    })
    invoice.ublXml = xml
    invoice.ublSha256 = createHash('sha256').update(xml, 'utf8').digest('hex')
  }
  invoice.useTransaction(trx)
  await invoice.save()
  if (credited) {
    credited.creditedMinor += invoice.totalMinor
    credited.useTransaction(trx)
    await credited.save()
    afterCommit(trx, () => broadcastInvoiceUpdated(credited))
  }
  afterCommit(trx, () => broadcastInvoiceUpdated(invoice))
  return invoice
}

/*
| Another process holding SQLite's write lock (a second server on the same file, a command)
| answers SQLITE_BUSY once its busy timeout passes; the whole transaction is tried again, its
| number not taken. PostgreSQL waits on the series' row lock instead and never gets here.
*/
async function whileBusy<T>(work: () => Promise<T>): Promise<T> {
  const giveUpAt = Date.now() + 10_000
  for (;;) {
    try {
      return await work()
    } catch (error) {
      const code = (error as { code?: string }).code ?? ''
      if (!code.startsWith('SQLITE_BUSY') || Date.now() > giveUpAt) throw error
      await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 5))
    }
  }
}
