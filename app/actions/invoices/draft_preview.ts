import type Invoice from '#models/invoice'
import invoicesConfig from '#config/invoices'
import { computeTotals } from '#shared/invoices'
import { customerOf, treatmentFor } from '#actions/invoices/issue_invoice'

/*
| What a draft would be if issued now: the supplier from configuration, the project owner's
| billing details as they stand, the totals for them (reverse charge, no VAT payer).
*/
export async function draftPreview(invoice: Invoice) {
  const supplier = invoicesConfig.supplier
  const customer = await customerOf(invoice.projectId)
  const treatment = treatmentFor(supplier, customer.details)
  const totals = computeTotals(invoice.lines, treatment)
  return {
    supplier,
    customer: customer.details,
    hasProfile: customer.hasProfile,
    reverseCharge: treatment === 'reverse_charge',
    rates: totals.rates,
    netMinor: totals.netMinor,
    vatMinor: totals.vatMinor,
    totalMinor: totals.totalMinor,
  }
}
