import { appUrl } from '#config/app'
import { LOCALE_QUERY, supportedLocales } from '#shared/preferences'

/*
| Search-engine data for the public pages. Every page exists once per language at `?lang=xx`
| (the server honours it before anything else), so each language version has a URL of its own,
| listed as its hreflang alternate; the bare path is x-default (the server then picks the
| language from the visitor's browser). Every URL of the set is its own canonical: a language
| URL points at itself, the bare path at itself (pointing it at a language version would tell
| search engines that x-default is a duplicate of that one). Absolute URLs start at APP_URL.
*/
export const publicPages = [
  { route: 'home', path: '/', changefreq: 'monthly', priority: '1.0' },
  { route: 'privacy', path: '/privacy', changefreq: 'yearly', priority: '0.3' },
  { route: 'terms', path: '/terms', changefreq: 'yearly', priority: '0.3' },
] as const

/* Open Graph wants a territory; these are the company's home markets for each language. */
const ogLocales: Record<string, string> = { en: 'en_GB', sk: 'sk_SK', cs: 'cs_CZ', de: 'de_DE' }

const base = appUrl.replace(/\/+$/, '')

export function absoluteUrl(path: string, locale?: string) {
  const url = new URL(path, `${base}/`)
  if (locale) url.searchParams.set(LOCALE_QUERY, locale)
  return url.toString()
}

export type Seo = {
  canonical: string
  xDefault: string
  alternates: { locale: string; url: string }[]
  ogLocale: string
  ogAlternateLocales: string[]
}

/* `explicit`: the request chose its language with ?lang= (a language URL, not x-default). */
export function seoFor(path: string, locale: string, explicit = true): Seo {
  return {
    canonical: explicit ? absoluteUrl(path, locale) : absoluteUrl(path),
    xDefault: absoluteUrl(path),
    alternates: supportedLocales.map((code) => ({ locale: code, url: absoluteUrl(path, code) })),
    ogLocale: ogLocales[locale] ?? ogLocales.en,
    ogAlternateLocales: supportedLocales.filter((code) => code !== locale).map((c) => ogLocales[c]),
  }
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/* Every public page in every language, each entry listing all its language versions. */
export function sitemapXml(lastModified: Record<string, string | undefined> = {}) {
  const urls = publicPages.flatMap((page) => {
    const seo = seoFor(page.path, 'en', false)
    const links = [
      ...seo.alternates.map(
        (alt) =>
          `    <xhtml:link rel="alternate" hreflang="${alt.locale}" href="${escapeXml(alt.url)}"/>`
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(seo.xDefault)}"/>`,
    ].join('\n')
    const lastmod = lastModified[page.route]
    return seo.alternates.map((alt) =>
      [
        '  <url>',
        `    <loc>${escapeXml(alt.url)}</loc>`,
        ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
        `    <changefreq>${page.changefreq}</changefreq>`,
        `    <priority>${page.priority}</priority>`,
        links,
        '  </url>',
      ].join('\n')
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/*
| Crawlers may read the public pages; the signed-in areas, the auth flows behind links in
| e-mails, and the machine endpoints are of no use in search results.
*/
export const disallowedPaths = [
  '/dashboard',
  '/projects',
  '/messages',
  '/offers',
  // An offer's online view: one recipient's page (it also answers noindex).
  '/offer/',
  '/settings',
  '/confirm-password',
  '/two-factor-challenge',
  '/reset-password',
  '/verify-email',
  '/email/',
  '/broadcasting/',
  '/track/',
  '/app/',
  '/apps/',
  '/dev/',
  '/health',
]

export function robotsTxt() {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n')
}
