/*
| Numbers and times as the viewer reads them: always in the page's language, never in the
| server's (money: formatMoney in @shared/projects). Pure functions, so server rendering and the
| browser agree given the same clock and time zone.
*/

export function formatNumber(value: number, language: string) {
  return new Intl.NumberFormat(language).format(value)
}

/*
| One 12/24-hour convention per language, whatever the browser's region says: English reads
| "7:22 PM" (12-hour, no leading zero), Slovak, Czech and German read "19:22".
*/
export function hourCycle(language: string): 'h12' | 'h23' {
  return language.split('-')[0] === 'en' ? 'h12' : 'h23'
}

/* A date and time; `timeZone` is UTC until the page runs in the browser (see useClock). */
export function formatDateTime(iso: string, language: string, timeZone?: string) {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: hourCycle(language),
    timeZone,
  }).format(new Date(iso))
}

/* A message's time of day: "7:22 PM", "19:22" (its day is the divider above it). */
export function formatMessageTime(iso: string, language: string, timeZone?: string) {
  // The language alone, not a region: "en-GB" would bring back "07:22 pm".
  return new Intl.DateTimeFormat(language.split('-')[0], {
    timeStyle: 'short',
    hourCycle: hourCycle(language),
    timeZone,
  }).format(new Date(iso))
}

/* The whole moment, for a time's tooltip: "Monday, November 23, 2026 at 7:22 PM". */
export function formatMessageFull(iso: string, language: string, timeZone?: string) {
  return new Intl.DateTimeFormat(language.split('-')[0], {
    dateStyle: 'full',
    timeStyle: 'short',
    hourCycle: hourCycle(language),
    timeZone,
  }).format(new Date(iso))
}

/* The calendar day of a moment in a zone, as YYYY-MM-DD (en-CA's order): a key that compares. */
export function dayKey(iso: string, timeZone?: string) {
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(iso))
}

function capitalized(text: string, language: string) {
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1)
}

/*
| The label of a day divider in a conversation: "Today", "Yesterday", the weekday within the
| last week ("Monday"), else the date ("Monday, November 2", with the year when it is not this
| year's). Words from the language's own Intl data, capitalised as a label starts.
*/
export function formatDayLabel(iso: string, now: number, language: string, timeZone?: string) {
  const key = dayKey(iso, timeZone)
  const today = dayKey(new Date(now).toISOString(), timeZone)
  const days = Math.round((Date.parse(today) - Date.parse(key)) / 86_400_000)
  if (days === 0 || days === 1) {
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
    return capitalized(relative.format(-days, 'day'), language)
  }
  const date = new Date(iso)
  if (days > 1 && days < 7) {
    const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone }).format(date)
    return capitalized(weekday, language)
  }
  const label = new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: key.slice(0, 4) === today.slice(0, 4) ? undefined : 'numeric',
    timeZone,
  }).format(date)
  return capitalized(label, language)
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

/* A calendar day ("2026-12-31") or a moment, as a long date in the reader's language. */
export function formatDay(value: string, language: string) {
  const date = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value)
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}
