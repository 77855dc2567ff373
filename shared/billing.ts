/*
| A client's billing details and the format checks of their company numbers, shared by the
| validator (server) and the settings page (client). No imports: neither side's code alone.
|
| Formats only: the tax office's registers are not queried (no network needed to issue an
| invoice). IČO and DIČ are checked by their Slovak and Czech forms when the address is in
| Slovakia or Czechia; elsewhere they are national numbers we do not know the form of.
*/

export const BILLING_KINDS = ['company', 'person'] as const
export type BillingKind = (typeof BILLING_KINDS)[number]

/* The member states (VAT prefixes differ only for Greece: EL). */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
] as const // prettier-ignore

/* Countries offered on the form: the EU, then the neighbours clients come from. */
export const BILLING_COUNTRIES = [...EU_COUNTRIES, 'CH', 'GB', 'NO', 'UA', 'US'] as const

export function isEuCountry(code: string) {
  return (EU_COUNTRIES as readonly string[]).includes(code)
}

/*
| The VAT identification number's national part per prefix (the Commission's VIES formats).
| Letters are upper case and spaces, dots and dashes are dropped before matching.
*/
const VAT_FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d{7}[A-W][A-IW]?$|^\d[A-Z+*]\d{5}[A-W]$/,
  IT: /^\d{11}$/,
  LT: /^\d{9}$|^\d{12}$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
}

/* The VAT prefix of a country (Greece's is EL). */
export function vatPrefix(country: string) {
  return country === 'GR' ? 'EL' : country
}

export function compactNumber(value: string) {
  return value.replace(/[\s.\-/]/g, '').toUpperCase()
}

/*
| An EU VAT ID (IČ DPH): a known prefix, the national part in its form; a Slovak one (SK +
| DIČ) is divisible by 11, as every Slovak tax number is.
*/
export function isVatId(value: string) {
  const id = compactNumber(value)
  const format = VAT_FORMATS[id.slice(0, 2)]
  if (!format || !format.test(id.slice(2))) return false
  if (id.startsWith('SK')) return slovakTaxNumber(id.slice(2))
  return true
}

function slovakTaxNumber(digits: string) {
  return /^[1-9]\d{9}$/.test(digits) && BigInt(digits) % 11n === 0n
}

/*
| IČO: in Slovakia and Czechia eight digits whose last is the mod-11 check digit of the first
| seven (weights 8..2); elsewhere 2 to 20 letters and digits.
*/
export function isCompanyNumber(value: string, country: string) {
  const id = compactNumber(value)
  if (country !== 'SK' && country !== 'CZ') return /^[A-Z0-9]{2,20}$/.test(id)
  if (!/^\d{8}$/.test(id)) return false
  const sum = [...id.slice(0, 7)].reduce((total, digit, i) => total + Number(digit) * (8 - i), 0)
  const check = (11 - (sum % 11)) % 10
  return check === Number(id[7])
}

/*
| DIČ: a Slovak one is ten digits divisible by 11; a Czech one is CZ and 8 to 10 digits;
| elsewhere 2 to 20 letters and digits.
*/
export function isTaxNumber(value: string, country: string) {
  const id = compactNumber(value)
  if (country === 'SK') return slovakTaxNumber(id)
  if (country === 'CZ') return /^CZ\d{8,10}$/.test(id)
  return /^[A-Z0-9]{2,20}$/.test(id)
}

/* The billing details copied onto an invoice when it is issued. */
export type BillingDetails = {
  kind: BillingKind
  name: string
  street: string
  postalCode: string
  city: string
  country: string
  companyNumber: string | null
  taxNumber: string | null
  vatId: string | null
  email: string | null
}
