import { formatMoney, type Currency } from '@shared/projects'

/* A calendar day ("2026-12-31") or a moment, as a long date in the reader's language. */
export function formatDay(value: string, language: string) {
  const date = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value)
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

export function formatAmount(minor: number, currency: string, language: string) {
  return formatMoney({ minor, currency: currency as Currency }, language)
}
