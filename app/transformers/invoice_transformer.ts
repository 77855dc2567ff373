import { BaseTransformer } from '@adonisjs/core/transformers'
import type Invoice from '#models/invoice'
import { isoOrNull } from '#infrastructure/stored_times'
import { displayStatus } from '#actions/invoices/list_invoices'

/* An invoice as the list shows it. */
export default class InvoiceTransformer extends BaseTransformer<Invoice> {
  toObject() {
    const invoice = this.resource
    return {
      id: invoice.id,
      kind: invoice.kind,
      status: displayStatus(invoice),
      number: invoice.number,
      projectId: invoice.projectId,
      projectName: invoice.project?.name ?? '',
      customerName: invoice.customerDetails?.name ?? null,
      issueDate: invoice.issueDate?.toISODate() ?? null,
      dueDate: invoice.dueDate?.toISODate() ?? null,
      paidAt: isoOrNull(invoice.paidAt),
      currency: invoice.currency,
      totalMinor: invoice.totalMinor,
      paidMinor: invoice.paidMinor,
      creditedMinor: invoice.creditedMinor,
      outstandingMinor: invoice.outstandingMinor,
    }
  }

  /* The invoice page: the document itself. */
  detailed() {
    const invoice = this.resource
    return {
      ...this.toObject(),
      supplyDate: invoice.supplyDate?.toISODate() ?? null,
      variableSymbol: invoice.variableSymbol,
      reverseCharge: invoice.reverseCharge,
      vatPayer: invoice.vatPayer,
      netMinor: invoice.netMinor,
      vatMinor: invoice.vatMinor,
      note: invoice.note,
      supplier: invoice.supplierDetails,
      customer: invoice.customerDetails,
      rates: invoice.rates,
      creditedNumber: invoice.creditedInvoice?.number ?? null,
      creditedId: invoice.creditedInvoiceId,
      // A tax document's advance invoice; an advance invoice's tax documents (one per payment).
      advanceInvoice: invoice.advanceInvoice
        ? { id: invoice.advanceInvoice.id, number: invoice.advanceInvoice.number }
        : null,
      taxDocuments: (invoice.taxDocuments ?? []).map((document) => ({
        id: document.id,
        number: document.number,
        supplyDate: document.supplyDate?.toISODate() ?? null,
        totalMinor: document.totalMinor,
      })),
      hasXml: Boolean(invoice.ublXml),
      sentAt: isoOrNull(invoice.sentAt),
      sentTo: invoice.sentTo,
      peppol: invoice.peppolStatus
        ? {
            status: invoice.peppolStatus as 'sent' | 'delivered' | 'failed',
            error: invoice.peppolError,
            sentAt: isoOrNull(invoice.peppolSentAt),
          }
        : null,
      payments: (invoice.payments ?? []).map((payment) => ({
        id: payment.id,
        paidOn: payment.paidOn.toISODate()!,
        amountMinor: payment.amountMinor,
        method: payment.method,
        reference: shownReference(payment.reference),
      })),
      lines: invoice.lines.map((line) => ({
        id: line.id,
        description: line.description,
        quantityMilli: line.quantityMilli,
        unit: line.unit,
        unitPriceMinor: line.unitPriceMinor,
        vatRateBp: line.vatRateBp,
        netMinor: line.netMinor,
        deducts: Boolean(line.deductsInvoiceId),
      })),
    }
  }
}

/* A payment's reference as a person reads it: the bank's entry reference or Stripe's event id. */
function shownReference(reference: string) {
  if (reference.startsWith('stripe:')) return reference.slice('stripe:'.length)
  return reference.split(':').slice(2).join(':')
}
