import type Invoice from '#models/invoice'
import type InvoiceLine from '#models/invoice_line'
import type { BillingDetails } from '#shared/billing'
import type { RateTotal, Supplier } from '#shared/invoices'
import { MINOR_UNITS } from '#shared/projects'

/*
| The structured invoice: UBL 2.1 per Peppol BIS Billing 3.0 (EN 16931), an Invoice (380), a
| CreditNote (381) referring to its invoice, or the tax document for a payment received on an
| advance invoice as a prepayment invoice (386): its tax point date (BT-7) the day the money came,
| the advance invoice its preceding reference, and nothing left to pay (PrepaidAmount = total).
| An invoice deducting payments received in advance refers to their tax documents (BG-3) and
| carries the deductions as negative lines (docs/decisions/invoices.md "Advance invoices"). Elements are written in the order the UBL schema
| requires. The seller and the buyer are addressed by their VAT ID where they have one (EAS
| 9950 for a Slovak IČ DPH), otherwise by e-mail (EAS EM); see docs/decisions/invoices.md.
*/

const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
const PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
const UNIT_CODES: Record<string, string> = { pcs: 'C62', h: 'HUR', month: 'MON' }

function escape(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function el(name: string, value: string | null | undefined, attributes = '') {
  if (value === null || value === undefined || value === '') return ''
  return `<${name}${attributes}>${escape(value)}</${name}>`
}

function amount(minor: number) {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  return `${sign}${Math.floor(abs / MINOR_UNITS)}.${String(abs % MINOR_UNITS).padStart(2, '0')}`
}

function percent(rateBp: number) {
  return (rateBp / 100).toString()
}

function quantity(milli: number) {
  return (milli / 1000).toString()
}

/*
| Where Peppol delivers to a party: a Slovak company by its DIČ under the scheme 0245 (the Slovak
| SMP registers companies by DIČ only, never by IČ DPH); anyone else by e-mail address.
*/
function endpoint(party: { country: string; taxNumber: string | null; email: string | null }) {
  const dic = party.taxNumber?.replace(/\D/g, '')
  if ((party.country || 'SK') === 'SK' && dic) return el('cbc:EndpointID', dic, ' schemeID="0245"')
  return el('cbc:EndpointID', party.email ?? 'unknown@invalid', ' schemeID="EM"')
}

function address(party: { street: string; city: string; postalCode: string; country: string }) {
  return (
    '<cac:PostalAddress>' +
    el('cbc:StreetName', party.street) +
    el('cbc:CityName', party.city) +
    el('cbc:PostalZone', party.postalCode) +
    `<cac:Country>${el('cbc:IdentificationCode', party.country || 'SK')}</cac:Country>` +
    '</cac:PostalAddress>'
  )
}

function taxScheme(vatId: string | null) {
  if (!vatId) return ''
  return `<cac:PartyTaxScheme>${el('cbc:CompanyID', vatId)}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>`
}

function supplierParty(supplier: Supplier) {
  const vatId = supplier.vatPayer ? supplier.vatId : null
  return (
    '<cac:AccountingSupplierParty><cac:Party>' +
    endpoint(supplier) +
    `<cac:PartyName>${el('cbc:Name', supplier.name)}</cac:PartyName>` +
    address(supplier) +
    taxScheme(vatId) +
    '<cac:PartyLegalEntity>' +
    el('cbc:RegistrationName', supplier.name) +
    el('cbc:CompanyID', supplier.companyNumber.replace(/\s/g, '')) +
    el('cbc:CompanyLegalForm', supplier.register) +
    '</cac:PartyLegalEntity>' +
    `<cac:Contact>${el('cbc:ElectronicMail', supplier.email)}</cac:Contact>` +
    '</cac:Party></cac:AccountingSupplierParty>'
  )
}

function customerParty(customer: BillingDetails) {
  return (
    '<cac:AccountingCustomerParty><cac:Party>' +
    endpoint(customer) +
    (customer.companyNumber
      ? `<cac:PartyIdentification>${el('cbc:ID', customer.companyNumber)}</cac:PartyIdentification>`
      : '') +
    `<cac:PartyName>${el('cbc:Name', customer.name)}</cac:PartyName>` +
    address(customer) +
    taxScheme(customer.vatId) +
    '<cac:PartyLegalEntity>' +
    el('cbc:RegistrationName', customer.name) +
    el('cbc:CompanyID', customer.companyNumber) +
    '</cac:PartyLegalEntity>' +
    (customer.email
      ? `<cac:Contact>${el('cbc:ElectronicMail', customer.email)}</cac:Contact>`
      : '') +
    '</cac:Party></cac:AccountingCustomerParty>'
  )
}

/* The VAT category of a rate: its code, its percent (none for O) and its exemption reason. */
function category(rate: Pick<RateTotal, 'category' | 'rateBp'>) {
  const percentEl = rate.category === 'O' ? '' : el('cbc:Percent', percent(rate.rateBp))
  const reason =
    rate.category === 'AE'
      ? el('cbc:TaxExemptionReasonCode', 'VATEX-EU-AE') +
        el('cbc:TaxExemptionReason', 'Reverse charge')
      : rate.category === 'O'
        ? el('cbc:TaxExemptionReasonCode', 'VATEX-EU-O') +
          el('cbc:TaxExemptionReason', 'Not subject to VAT')
        : ''
  return `${el('cbc:ID', rate.category)}${percentEl}${reason}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme>`
}

export function invoiceUbl(
  invoice: Invoice,
  lines: InvoiceLine[],
  credited: Invoice | null,
  related: { advance?: Invoice | null; deducted?: Invoice[] } = {}
) {
  const credit = invoice.kind === 'credit_note'
  const received = invoice.kind === 'advance_tax'
  const preceding = [
    ...(credited ? [credited] : []),
    ...(related.advance ? [related.advance] : []),
    ...(related.deducted ?? []),
  ]
  const prepaidMinor = received ? invoice.totalMinor : 0
  const root = credit ? 'CreditNote' : 'Invoice'
  const currency = ` currencyID="${invoice.currency}"`
  const supplier = invoice.supplierDetails!
  const customer = invoice.customerDetails!
  const rates = invoice.rates
  const lineCategory = rates[0]?.category ?? 'S'
  const iso = (date: Invoice['issueDate']) => date?.toISODate() ?? ''

  const notes = [
    invoice.reverseCharge ? 'Prenesenie daňovej povinnosti / Reverse charge' : null,
    !invoice.vatPayer ? 'Dodávateľ nie je platiteľom DPH / Supplier not a VAT payer' : null,
    invoice.note,
  ].filter(Boolean) as string[]

  const body = [
    el('cbc:CustomizationID', CUSTOMIZATION),
    el('cbc:ProfileID', PROFILE),
    el('cbc:ID', invoice.number),
    el('cbc:IssueDate', iso(invoice.issueDate)),
    credit ? '' : el('cbc:DueDate', iso(invoice.dueDate)),
    el(
      credit ? 'cbc:CreditNoteTypeCode' : 'cbc:InvoiceTypeCode',
      credit ? '381' : received ? '386' : '380'
    ),
    ...notes.map((note) => el('cbc:Note', note)),
    received ? el('cbc:TaxPointDate', iso(invoice.supplyDate)) : '',
    el('cbc:DocumentCurrencyCode', invoice.currency),
    el('cbc:BuyerReference', invoice.variableSymbol),
    ...preceding.map(
      (document) =>
        `<cac:BillingReference><cac:InvoiceDocumentReference>${el('cbc:ID', document.number)}${el('cbc:IssueDate', iso(document.issueDate))}</cac:InvoiceDocumentReference></cac:BillingReference>`
    ),
    supplierParty(supplier),
    customerParty(customer),
    // Nothing is delivered yet when a payment comes in advance: its date is the tax point above.
    received
      ? ''
      : `<cac:Delivery>${el('cbc:ActualDeliveryDate', iso(invoice.supplyDate))}</cac:Delivery>`,
    '<cac:PaymentMeans>' +
      el('cbc:PaymentMeansCode', '58') +
      (credit ? el('cbc:PaymentDueDate', iso(invoice.dueDate)) : '') +
      el('cbc:PaymentID', invoice.variableSymbol) +
      `<cac:PayeeFinancialAccount>${el('cbc:ID', supplier.iban)}<cac:FinancialInstitutionBranch>${el('cbc:ID', supplier.swift)}</cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount>` +
      '</cac:PaymentMeans>',
    `<cac:TaxTotal>${el('cbc:TaxAmount', amount(invoice.vatMinor), currency)}` +
      rates
        .map(
          (rate) =>
            `<cac:TaxSubtotal>${el('cbc:TaxableAmount', amount(rate.taxableMinor), currency)}${el('cbc:TaxAmount', amount(rate.vatMinor), currency)}<cac:TaxCategory>${category(rate)}</cac:TaxCategory></cac:TaxSubtotal>`
        )
        .join('') +
      '</cac:TaxTotal>',
    '<cac:LegalMonetaryTotal>' +
      el('cbc:LineExtensionAmount', amount(invoice.netMinor), currency) +
      el('cbc:TaxExclusiveAmount', amount(invoice.netMinor), currency) +
      el('cbc:TaxInclusiveAmount', amount(invoice.totalMinor), currency) +
      (prepaidMinor ? el('cbc:PrepaidAmount', amount(prepaidMinor), currency) : '') +
      el('cbc:PayableAmount', amount(invoice.totalMinor - prepaidMinor), currency) +
      '</cac:LegalMonetaryTotal>',
    ...lines.map((line, i) => {
      const rateBp = lineCategory === 'S' ? line.vatRateBp : 0
      return (
        `<cac:${root}Line>` +
        el('cbc:ID', String(i + 1)) +
        el(
          credit ? 'cbc:CreditedQuantity' : 'cbc:InvoicedQuantity',
          quantity(line.quantityMilli),
          ` unitCode="${UNIT_CODES[line.unit] ?? 'C62'}"`
        ) +
        el('cbc:LineExtensionAmount', amount(line.netMinor), currency) +
        `<cac:Item>${el('cbc:Name', line.description.slice(0, 200))}<cac:ClassifiedTaxCategory>${category({ category: lineCategory, rateBp }).replace(/<cbc:TaxExemptionReason(Code)?>[^<]*<\/cbc:TaxExemptionReason(Code)?>/g, '')}</cac:ClassifiedTaxCategory></cac:Item>` +
        `<cac:Price>${el('cbc:PriceAmount', amount(line.unitPriceMinor), currency)}</cac:Price>` +
        `</cac:${root}Line>`
      )
    }),
  ].join('')

  const ns = credit
    ? 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2'
    : 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2'
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<${root} xmlns="${ns}" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">` +
    body +
    `</${root}>\n`
  )
}
