/*
| A visitor's preferences (language, appearance, sidebar) and the names they travel under between
| the browser and the server: imported by both (`#shared/preferences`, `@shared/preferences`), so
| a language or a cookie name is written once. A new language is added here (and its files in
| resources/lang/).
*/

export const supportedLocales = ['en', 'sk', 'cs', 'de'] as const
export type Locale = (typeof supportedLocales)[number]
export const defaultLocale: Locale = 'en'

export function isSupportedLocale(value: unknown): value is Locale {
  return supportedLocales.includes(value as Locale)
}

/* The language: `?lang=` in links and hreflang alternates, a header on Inertia visits, a cookie. */
export const LOCALE_QUERY = 'lang'
export const LOCALE_HEADER = 'x-locale'
export const LOCALE_COOKIE = 'locale'
/* The client's own copy (local and session storage), which wins after hydration. */
export const LOCALE_STORAGE_KEY = 'language'

export const appearances = ['light', 'dark', 'system'] as const
export type Appearance = (typeof appearances)[number]

export function parseAppearance(value: unknown): Appearance {
  return appearances.includes(value as Appearance) ? (value as Appearance) : 'system'
}

/* The cookie the server reads for the first paint; the client keeps the same in local storage. */
export const APPEARANCE_COOKIE = 'appearance'
export const APPEARANCE_STORAGE_KEY = APPEARANCE_COOKIE

/* Whether the app's sidebar is open, so the server renders it the same way on the next visit. */
export const SIDEBAR_COOKIE = 'sidebar_open'
