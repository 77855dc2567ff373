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

/*
| `advance`: an advance invoice (zálohová faktúra), a request for a payment before supply and not
| a tax document; `advance_tax`: the tax document for a payment received on one (daňový doklad k
| prijatej platbe), issued when the payment is recorded (docs/decisions/invoices.md).
*/
export const INVOICE_KINDS = ['invoice', 'credit_note', 'advance', 'advance_tax'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]

/* The documents that ask to be paid: they are owed, matched to payments, reminded, paid by QR. */
export const PAYABLE_KINDS = ['invoice', 'advance'] as const satisfies readonly InvoiceKind[]

/* What staff create by hand (a credit note is made from the invoice it corrects). */
export const DRAFT_KINDS = ['invoice', 'advance'] as const satisfies readonly InvoiceKind[]

export function isPayableKind(kind: InvoiceKind) {
  return (PAYABLE_KINDS as readonly InvoiceKind[]).includes(kind)
}

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

/*
| The variable symbol is the number's digits (at most ten, as Slovak payment orders allow). An
| advance invoice's starts with a 9: its series counts from 1 each year like the invoices', and
| a payment must find one document by its symbol (prefixes are letters, so the digits alone
| would repeat: FA20260001 and ZF20260001).
*/
export function variableSymbolOf(number: string, kind: InvoiceKind = 'invoice') {
  const digits = number.replace(/\D/g, '')
  return (kind === 'advance' ? `9${digits}` : digits).slice(-10)
}

/* The net deposit of a plan: its share of the plan's (net) price, to the cent. */
export function depositNet(priceMinor: number, percent: number) {
  return roundedProduct(priceMinor, percent, 100)
}

/*
| A payment received on an advance invoice, split into the VAT it carries per rate (the Slovak
| VAT act's § 19(4) and § 22(1): the tax base of a received payment is the payment less the tax
| in it). The payment is shared among the advance invoice's rates in proportion to their totals
| with VAT (the last rate takes the remainder, so the shares add up to the payment). Per rate the
| taxable amount is chosen so that taxable + round(taxable x rate) is exactly the share: then the
| document meets BR-CO-17 (VAT = taxable x rate, rounded) and its total is the payment to the
| cent. Where no such amount exists (taxable x rate rounds past the share), the tax is
| share x rate / (100 + rate) rounded, one cent off BR-CO-17, within the rule's tolerance.
*/
export function splitReceivedPayment(
  grossMinor: number,
  rates: Pick<RateTotal, 'category' | 'rateBp' | 'taxableMinor' | 'vatMinor'>[]
): RateTotal[] {
  const weights = rates.map((rate) => rate.taxableMinor + rate.vatMinor)
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0)
  let left = grossMinor
  return rates.map((rate, i) => {
    const share =
      i === rates.length - 1 || weightSum === 0
        ? left
        : roundedProduct(grossMinor, weights[i], weightSum)
    left -= share
    const rateBp = rate.category === 'S' ? rate.rateBp : 0
    return { category: rate.category, rateBp: rate.rateBp, ...taxOfGross(share, rateBp) }
  })
}

export function taxOfGross(grossMinor: number, rateBp: RateBp) {
  const guess = roundedProduct(grossMinor, 10_000, 10_000 + rateBp)
  for (const taxable of [guess, guess - 1, guess + 1, guess - 2, guess + 2]) {
    const vat = roundedProduct(taxable, rateBp, 10_000)
    if (taxable + vat === grossMinor) return { taxableMinor: taxable, vatMinor: vat }
  }
  const vat = roundedProduct(grossMinor, rateBp, 10_000 + rateBp)
  return { taxableMinor: grossMinor - vat, vatMinor: vat }
}

/* The totals of a tax document for a received payment, from its split (splitReceivedPayment). */
export function receivedPaymentTotals(rates: RateTotal[]): Totals {
  const netMinor = rates.reduce((sum, rate) => sum + rate.taxableMinor, 0)
  const vatMinor = rates.reduce((sum, rate) => sum + rate.vatMinor, 0)
  return {
    lines: rates.map((rate) => rate.taxableMinor),
    netMinor,
    vatMinor,
    totalMinor: netMinor + vatMinor,
    rates,
  }
}

export type DeductibleLine = {
  /* The tax document for a received payment. */
  documentId: number
  vatRateBp: RateBp
  /* Its taxable amount at that rate not yet deducted by another invoice. */
  remainingMinor: number
}

/*
| What a final invoice deducts of the payments received in advance: oldest tax document first,
| per VAT rate as much as is left of it, never more than the invoice's own taxable amount at that
| rate (an invoice is never negative at a rate; what it cannot take waits for the next invoice).
| So the advance is used up by the first invoices until exhausted.
*/
export function deductionsFor(
  ownLines: Pick<LineInput, 'quantityMilli' | 'unitPriceMinor' | 'vatRateBp'>[],
  deductible: DeductibleLine[]
) {
  const room = new Map<RateBp, number>()
  for (const line of ownLines) {
    room.set(line.vatRateBp, (room.get(line.vatRateBp) ?? 0) + lineNet(line))
  }
  const taken: { documentId: number; vatRateBp: RateBp; amountMinor: number }[] = []
  for (const line of deductible) {
    const available = room.get(line.vatRateBp) ?? 0
    const amountMinor = Math.min(available, line.remainingMinor)
    if (amountMinor <= 0) continue
    room.set(line.vatRateBp, available - amountMinor)
    taken.push({ documentId: line.documentId, vatRateBp: line.vatRateBp, amountMinor })
  }
  return taken
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
