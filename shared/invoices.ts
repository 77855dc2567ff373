/*
| Invoices: their kinds, states and the arithmetic of their totals, shared by the server (which
| stores the figures it issues) and the form (which shows them while staff type). No imports.
|
| The totals follow EN 16931 (the European e-invoicing norm behind Peppol BIS Billing 3.0):
| - a line's net amount is quantity x unit price, rounded to the cent (BT-131);
| - the document's net total is the sum of the lines' net amounts (BR-CO-10);
| - the VAT of each rate is that rate's taxable amount x rate, rounded once (BR-CO-17), never a
|   sum of rounded per-line VAT;
| - the VAT total is the sum of the per-rate amounts (BR-CO-14), and the total with VAT is the
|   net total plus the VAT total (BR-CO-15).
| Money is in integer minor units; rounding is half away from zero, as the norm's examples do.
*/

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

export const INVOICE_STATUSES = ['draft', 'issued'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/* A VAT rate in hundredths of a percent (23 % = 2300), so 5.5 % stays exact. */
export type RateBp = number

export type Supplier = {
  name: string
  street: string
  postalCode: string
  city: string
  country: string
  companyNumber: string
  taxNumber: string
  vatId: string | null
  iban: string
  swift: string
  register: string
  email: string
  vatPayer: boolean
}

export type LineInput = {
  description: string
  /* Thousandths of a unit: 1.5 hours is 1500. */
  quantityMilli: number
  unit: string
  unitPriceMinor: number
  vatRateBp: RateBp
}

export type RateTotal = {
  /* VAT category per EN 16931 (UNCL5305): S standard, AE reverse charge, O not subject. */
  category: 'S' | 'AE' | 'O'
  rateBp: RateBp
  taxableMinor: number
  vatMinor: number
}

export type Totals = {
  lines: number[]
  netMinor: number
  vatMinor: number
  totalMinor: number
  rates: RateTotal[]
}

/* a x b / divisor, rounded half away from zero, exact for any amount an invoice can carry. */
export function roundedProduct(a: number, b: number, divisor: number) {
  const product = BigInt(a) * BigInt(b)
  const d = BigInt(divisor)
  const negative = product < 0n
  const magnitude = negative ? -product : product
  let quotient = magnitude / d
  if ((magnitude % d) * 2n >= d) quotient += 1n
  return Number(negative ? -quotient : quotient)
}

/* A line's net amount (BT-131): quantity x unit price, to the cent. */
export function lineNet(line: Pick<LineInput, 'quantityMilli' | 'unitPriceMinor'>) {
  return roundedProduct(line.quantityMilli, line.unitPriceMinor, 1000)
}

/*
| How the VAT is charged: normally at each line's rate; for an EU business customer with a VAT
| ID under reverse charge (category AE) and for a supplier who is not a VAT payer (category O),
| at 0 with the rate left out.
*/
export type VatTreatment = 'standard' | 'reverse_charge' | 'not_vat_payer'

export function computeTotals(lines: LineInput[], treatment: VatTreatment = 'standard'): Totals {
  const nets = lines.map(lineNet)
  const byRate = new Map<RateBp, number>()
  lines.forEach((line, i) => {
    const rate = treatment === 'standard' ? line.vatRateBp : 0
    byRate.set(rate, (byRate.get(rate) ?? 0) + nets[i])
  })
  const category = treatment === 'standard' ? 'S' : treatment === 'reverse_charge' ? 'AE' : 'O'
  const rates: RateTotal[] = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rateBp, taxableMinor]) => ({
      category,
      rateBp,
      taxableMinor,
      vatMinor: roundedProduct(taxableMinor, rateBp, 10_000),
    }))
  const netMinor = nets.reduce((sum, net) => sum + net, 0)
  const vatMinor = rates.reduce((sum, rate) => sum + rate.vatMinor, 0)
  return { lines: nets, netMinor, vatMinor, totalMinor: netMinor + vatMinor, rates }
}

/* The reverse charge applies to a business in another member state that gave its VAT ID. */
export function isReverseCharge(
  supplierCountry: string,
  customer: { kind: string; country: string; vatId: string | null },
  euCountries: readonly string[]
) {
  return (
    customer.kind === 'company' &&
    Boolean(customer.vatId) &&
    customer.country !== supplierCountry &&
    euCountries.includes(customer.country)
  )
}

/* `{prefix}{year}{seq:4}`: FA20260001. */
export function formatInvoiceNumber(prefix: string, year: number, seq: number) {
  return `${prefix}${year}${String(seq).padStart(4, '0')}`
}

/* The variable symbol is the number's digits (at most ten, as Slovak payment orders allow). */
export function variableSymbolOf(number: string) {
  return number.replace(/\D/g, '').slice(-10)
}

/* A decimal typed by a person ("1,5", "1200.50") in units of 1/scale, or null. */
export function parseDecimal(text: string, scale: number) {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.')
  if (!/^-?\d+(\.\d+)?$/.test(normalised)) return null
  const [whole, fraction = ''] = normalised.replace('-', '').split('.')
  const digits = Math.round(Math.log10(scale))
  if (fraction.length > digits) return null
  const value = Number(whole) * scale + Number(fraction.padEnd(digits, '0') || 0)
  return normalised.startsWith('-') ? -value : value
}
