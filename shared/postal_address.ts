/*
| The company's postal address, kept in parts so the country can be named in the reader's
| language ("Slovakia", "Slovensko", "Slowakei"). Imported by the server (e-mails) and by the
| pages, so an address reads the same on a page and in an e-mail of the same language.
| No imports: this file belongs to neither the server's nor the client's code alone.
*/
export type PostalAddress = {
  street: string
  postalCode: string
  city: string
  /* ISO 3166-1 alpha-2, e.g. "SK"; empty when unknown. */
  country: string
}

/* The country's name in the given language; the code itself when the runtime has no name for it. */
export function countryName(code: string, locale: string) {
  if (!/^[A-Za-z]{2}$/.test(code)) return code
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/*
| One line, the way Slovak, Czech and German addresses are written inline:
| "Mlynské nivy 5, 821 09 Bratislava, Slovensko". Empty parts are left out.
*/
export function formatPostalAddress(address: PostalAddress, locale: string) {
  const town = [address.postalCode, address.city].filter(Boolean).join(' ')
  const country = address.country ? countryName(address.country, locale) : ''
  return [address.street, town, country].filter(Boolean).join(', ')
}
