/*
| Numbers and times as the viewer reads them: always in the page's language, never in the
| server's (money: formatMoney in @shared/projects). Pure functions, so server rendering and the
| browser agree given the same clock and time zone.
*/

export function formatNumber(value: number, language: string) {
  return new Intl.NumberFormat(language).format(value)
}

/* A date and time; `timeZone` is UTC until the page runs in the browser (see useClock). */
export function formatDateTime(iso: string, language: string, timeZone?: string) {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}

export function formatDate(iso: string, language: string, timeZone?: string) {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone }).format(new Date(iso))
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
]

/* "5 minutes ago", "in 3 days" in the viewer's language; under a minute either way: `justNow`. */
export function relativeTime(iso: string, now: number, language: string, justNow: string) {
  const seconds = (Date.parse(iso) - now) / 1000
  if (Math.abs(seconds) < 60) return justNow
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  const [unit, size] = UNITS.find(([, length]) => Math.abs(seconds) >= length)!
  return format.format(Math.trunc(seconds / size), unit)
}
