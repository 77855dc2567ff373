/*
| The legal texts (resources/lang/{locale}/{privacy,terms}.json) and when each last changed
| (ISO dates): shown on its page and given to search engines in the sitemap.
*/
export const LEGAL_UPDATED = { privacy: '2026-11-22', terms: '2026-11-22' } as const

export type LegalDocument = keyof typeof LEGAL_UPDATED
