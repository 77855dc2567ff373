import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import IntlMessageFormat from 'intl-messageformat'
import app from '@adonisjs/core/services/app'
import productConfig from '#config/product'
import { formatPostalAddress } from '#shared/postal_address'

/* The placeholders the public pages fill from the company's configuration (the address per language). */
export const companyValues = {
  company: productConfig.company.name,
  product: productConfig.name,
  registrationNumber: productConfig.company.registrationNumber,
  vatNumber: productConfig.company.vatNumber,
  email: productConfig.company.email,
  phone: productConfig.company.phone,
}

/* A message straight from resources/lang, formatted as the page formats it. */
export function message(locale: string, key: string, values: Record<string, unknown> = {}) {
  const [namespace, ...path] = key.split('.')
  const file = JSON.parse(
    readFileSync(join(app.languageFilesPath(), locale, `${namespace}.json`), 'utf8')
  )
  const raw = path.reduce((node, part) => node?.[part], file)
  if (typeof raw !== 'string') throw new Error(`No message ${locale}/${key}`)
  return new IntlMessageFormat(raw, locale).format({
    ...companyValues,
    address: formatPostalAddress(productConfig.company.address, locale),
    ...values,
  }) as string
}

export function sectionKeys(locale: string, document: 'privacy' | 'terms') {
  const file = JSON.parse(
    readFileSync(join(app.languageFilesPath(), locale, `${document}.json`), 'utf8')
  )
  return Object.keys(file.sections)
}

function decode(html: string) {
  return html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
    .trim()
}

/* The text of every heading of a level in server-rendered HTML. */
export function headings(html: string, level: 1 | 2 | 3) {
  const pattern = new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'g')
  return [...html.matchAll(pattern)].map((match) => decode(match[1]))
}

/* The attributes of every <tag ...> in the HTML, lower-cased names. */
export function tags(html: string, tag: string) {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, 'gi'))].map((match) => {
    const attributes: Record<string, string> = {}
    for (const attribute of match[1].matchAll(/([\w:-]+)="([^"]*)"/g)) {
      attributes[attribute[1].toLowerCase()] = decode(attribute[2])
    }
    return attributes
  })
}

export function plainText(html: string) {
  return decode(html.replace(/<script[\s\S]*?<\/script>/g, '')).replace(/\s+/g, ' ')
}
