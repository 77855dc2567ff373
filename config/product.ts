import env from '#start/env'
import type { PostalAddress } from '#shared/postal_address'

/*
| An address given the old way, as one line (COMPANY_ADDRESS="Mlynské nivy 5, 821 09 Bratislava,
| Slovakia"), split into its parts so existing installations keep their address and still get the
| country named in each reader's language. The last part becomes the country when it is an
| ISO code or a country's English name; otherwise the line is kept whole.
*/
export function parseAddressLine(line: string): PostalAddress {
  const parts = line
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
  const whole = { street: line.trim(), postalCode: '', city: '', country: '' }
  const country = parts.length > 1 ? countryCode(parts.at(-1)!) : undefined
  if (!country) return whole
  const rest = parts.slice(0, -1)
  const town = rest.length > 1 ? /^(\d[\d -]*\d)\s+(\D.*)$/.exec(rest.at(-1)!) : null
  if (!town) return { ...whole, street: rest.join(', '), country }
  return { street: rest.slice(0, -1).join(', '), postalCode: town[1], city: town[2], country }
}

function countryCode(name: string) {
  if (/^[A-Z]{2}$/.test(name)) return name
  const english = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
  const wanted = name.toLowerCase()
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second)
      if (english.of(code)?.toLowerCase() === wanted) return code
    }
  }
  return undefined
}

function companyAddress(): PostalAddress {
  const street = env.get('COMPANY_STREET')
  const legacy = env.get('COMPANY_ADDRESS')
  if (!street && legacy) return parseAddressLine(legacy)
  return {
    street: street ?? 'Mlynské nivy 5',
    postalCode: env.get('COMPANY_POSTAL_CODE', '821 09'),
    city: env.get('COMPANY_CITY', 'Bratislava'),
    country: env.get('COMPANY_COUNTRY', 'SK').toUpperCase(),
  }
}

/*
| The product and the company behind it. Everything a page shows about the company comes from
| here, so a rebrand or a new address is a configuration change, never a code change. The
| address is formatted per reader (#shared/postal_address), so its country reads in their language.
*/
const productConfig = {
  name: env.get('PRODUCT_NAME', 'Codeva'),
  company: {
    name: env.get('COMPANY_NAME', 'Codeva s.r.o.'),
    address: companyAddress(),
    registrationNumber: env.get('COMPANY_REGISTRATION_NUMBER', '12 345 678'),
    vatNumber: env.get('COMPANY_VAT_NUMBER', 'SK2123456789'),
    email: env.get('COMPANY_EMAIL', 'hello@codeva.example'),
    phone: env.get('COMPANY_PHONE', '+421 900 123 456'),
  },
}

export type ProductConfig = typeof productConfig
export default productConfig
