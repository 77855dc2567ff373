import type { TransactionClientContract } from '@adonisjs/lucid/types/database'
import i18nManager from '@adonisjs/i18n/services/main'
import Invoice from '#models/invoice'
import InvoiceLine from '#models/invoice_line'
import type Payment from '#models/payment'
import type PlanRevision from '#models/plan_revision'
import type Project from '#models/project'
import invoicesConfig from '#config/invoices'
import {
  deductionsFor,
  depositNet,
  splitReceivedPayment,
  type DeductibleLine,
} from '#shared/invoices'
import { createDraft } from '#actions/invoices/create_invoice'

/*
| Advance invoices, the tax documents for payments received on them, and the deduction of those
| payments on the project's later invoices (docs/decisions/invoices.md "Advance invoices").
*/

async function ownerLocale(trx: TransactionClientContract, projectId: number) {
  const owner = await trx
    .from('project_members')
    .join('users', 'users.id', 'project_members.user_id')
    .where('project_members.project_id', projectId)
    .where('project_members.role', 'owner')
    .select('users.locale')
    .first()
  return (owner?.locale as string | undefined) ?? 'sk'
}

/*
| The deposit of a revision the owner agrees to, as a draft advance invoice for staff to issue:
| the deposit share of the revision's (net) price at the standard VAT rate, due in the plan's
| payment days from its issue. A later revision asks only for what the project's earlier advance
| invoices did not (a plan raised from 10,000 to 12,000 at 30 % asks for 600 more); nothing when
| they cover it. Runs in the transaction that marks the revision agreed.
*/
export async function prepareDepositInvoice(
  trx: TransactionClientContract,
  project: Project,
  revision: PlanRevision
) {
  if (revision.depositPercent <= 0) return null
  const requested = await trx
    .from('invoices')
    .where({ project_id: project.id, kind: 'advance', currency: revision.currency })
    .sum('net_minor as sum')
    .first()
  const amount =
    depositNet(revision.priceMinor, revision.depositPercent) - Number(requested?.sum ?? 0)
  if (amount <= 0) return null

  const t = i18nManager.locale(await ownerLocale(trx, project.id))
  const invoice = await createDraft(
    null,
    {
      kind: 'advance',
      projectId: project.id,
      dueDays: revision.paymentDays,
      lines: [
        {
          description: t.t('invoices.advance.depositLine', {
            percent: revision.depositPercent,
            number: revision.number,
          }),
          quantityMilli: 1000,
          unit: 'pcs',
          unitPriceMinor: amount,
          vatRateBp: invoicesConfig.defaultVatRate,
        },
      ],
    },
    { trx }
  )
  await trx
    .from('plan_revisions')
    .where('id', revision.id)
    .update({ advance_invoice_id: invoice.id })
  return invoice
}

/*
| A payment recorded on an issued advance invoice gets its tax document as a draft, inside the
| payment's transaction (the caller issues it there): per rate of the advance invoice the taxable
| amount and the VAT in the received amount, dated on the day the money came (the tax point).
| One per payment, so a partial payment has its own and the next one another.
*/
export async function draftTaxDocument(
  trx: TransactionClientContract,
  advance: Invoice,
  payment: Payment
) {
  const split = splitReceivedPayment(payment.amountMinor, advance.rates)
  const lines = await InvoiceLine.query({ client: trx })
    .where('invoiceId', advance.id)
    .orderBy('position')
  const t = i18nManager.locale(advance.locale)
  const paidOn = payment.paidOn.toISODate()!
  return createDraft(
    null,
    {
      kind: 'advance_tax',
      projectId: advance.projectId,
      advanceInvoiceId: advance.id,
      paymentId: payment.id,
      supplyDate: paidOn,
      dueDays: 0,
      lines: split.map((rate) => ({
        description: t.t('invoices.advance.receivedLine', {
          number: advance.number,
          date: payment.paidOn.setLocale(advance.locale).toLocaleString({ dateStyle: 'medium' }),
        }),
        quantityMilli: 1000,
        unit: 'pcs',
        unitPriceMinor: rate.taxableMinor,
        // Reverse charge and a supplier outside VAT carry 0 in the breakdown: the line keeps the
        // rate the advance invoice's line had, as the advance invoice's own lines do.
        vatRateBp: rate.category === 'S' ? rate.rateBp : (lines[0]?.vatRateBp ?? rate.rateBp),
      })),
    },
    { trx }
  )
}

/*
| The payments received in advance on the project, in the invoice's currency, that other
| invoices (drafts included: two drafts never deduct the same money) have not deducted yet,
| per tax document and rate, oldest first. Locked on PostgreSQL, so two invoices issued at once
| wait for each other rather than deduct the same payment twice.
*/
async function deductible(trx: TransactionClientContract, invoice: Invoice) {
  const documents = await Invoice.query({ client: trx })
    .where({ projectId: invoice.projectId, kind: 'advance_tax', status: 'issued' })
    .where('currency', invoice.currency)
    .orderBy('id')
    .preload('lines')
    .forUpdate()
  if (documents.length === 0) return { documents, lines: [] as DeductibleLine[] }
  const used = await trx
    .from('invoice_lines')
    .whereIn(
      'deducts_invoice_id',
      documents.map((document) => document.id)
    )
    .whereNot('invoice_id', invoice.id)
    .groupBy('deducts_invoice_id', 'vat_rate_bp')
    .select('deducts_invoice_id', 'vat_rate_bp')
    .sum('net_minor as net')
  const usedOf = (documentId: number, rateBp: number) =>
    -Number(
      used.find(
        (row) => Number(row.deducts_invoice_id) === documentId && Number(row.vat_rate_bp) === rateBp
      )?.net ?? 0
    )
  const lines = documents.flatMap((document) =>
    document.lines.map((line) => ({
      documentId: document.id,
      vatRateBp: line.vatRateBp,
      remainingMinor: line.netMinor - usedOf(document.id, line.vatRateBp),
    }))
  )
  return { documents, lines }
}

/*
| The deduction lines of an invoice (not a credit note, an advance or a tax document), made again
| from what is deductible now: when its draft is prepared (so staff see them) and again when it is
| issued (a payment may have come in between). A deduction line is the tax document's taxable
| amount at one rate, negative (quantity -1, so the price stays positive as BR-27 asks), and the
| invoice's totals per rate are then what is left after it. Answers the invoice's lines.
*/
export async function refreshDeductions(trx: TransactionClientContract, invoice: Invoice) {
  await trx
    .from('invoice_lines')
    .where('invoice_id', invoice.id)
    .whereNotNull('deducts_invoice_id')
    .delete()
  const own = await InvoiceLine.query({ client: trx })
    .where('invoiceId', invoice.id)
    .orderBy('position')
  if (invoice.kind !== 'invoice') return own
  const { documents, lines } = await deductible(trx, invoice)
  const taken = deductionsFor(own, lines)
  if (taken.length === 0) return own
  const t = i18nManager.locale(await ownerLocale(trx, invoice.projectId))
  const start = (own.at(-1)?.position ?? -1) + 1
  const added = await InvoiceLine.createMany(
    taken.map((deduction, i) => ({
      invoiceId: invoice.id,
      position: start + i,
      description: t.t('invoices.advance.deductionLine', {
        number: documents.find((document) => document.id === deduction.documentId)!.number,
      }),
      quantityMilli: -1000,
      unit: 'pcs',
      unitPriceMinor: deduction.amountMinor,
      vatRateBp: deduction.vatRateBp,
      netMinor: -deduction.amountMinor,
      deductsInvoiceId: deduction.documentId,
    })),
    { client: trx }
  )
  return [...own, ...added]
}

/* The tax documents an invoice's deduction lines refer to (its UBL's BillingReference). */
export async function deductedDocuments(trx: TransactionClientContract, lines: InvoiceLine[]) {
  const ids = [...new Set(lines.map((line) => line.deductsInvoiceId).filter(Boolean))] as number[]
  if (ids.length === 0) return []
  return Invoice.query({ client: trx }).whereIn('id', ids).orderBy('id')
}
