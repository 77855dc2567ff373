/*
| Names shared by the server and the client's language detector (inertia/lib/i18n.ts).
*/
export const LOCALE_QUERY = 'lang'
export const LOCALE_HEADER = 'x-locale'
export const LOCALE_COOKIE = 'locale'
export const APPEARANCE_COOKIE = 'appearance'

export const appearances = ['light', 'dark', 'system'] as const
export type Appearance = (typeof appearances)[number]

export function parseAppearance(value: unknown): Appearance {
  return appearances.includes(value as Appearance) ? (value as Appearance) : 'system'
}
