/*
| Times in the chat, in the page's language and the reader's time zone (UTC until the page runs
| in the browser, so the server's render and the first browser render agree).
*/
export function dayKey(iso: string, timeZone: string | undefined) {
  // en-CA writes dates as YYYY-MM-DD: a key that sorts and compares.
  return new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }).format(new Date(iso))
}

export function formatTime(iso: string, language: string, timeZone: string | undefined) {
  return new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone }).format(new Date(iso))
}

export function formatFull(iso: string, language: string, timeZone: string | undefined) {
  return new Intl.DateTimeFormat(language, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}

/* "Today", "Yesterday" or the date, for the separator above a day's first message. */
export function dayLabel(
  iso: string,
  now: number,
  language: string,
  timeZone: string | undefined,
  words: { today: string; yesterday: string }
) {
  const key = dayKey(iso, timeZone)
  if (key === dayKey(new Date(now).toISOString(), timeZone)) return words.today
  if (key === dayKey(new Date(now - 86_400_000).toISOString(), timeZone)) return words.yesterday
  const date = new Date(iso)
  const sameYear = dayKey(new Date(now).toISOString(), timeZone).slice(0, 4) === key.slice(0, 4)
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: sameYear ? undefined : 'numeric',
    timeZone,
  }).format(date)
}

export function initials(name: string) {
  const parts = name.trim().split(/\s+/u).filter(Boolean)
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)!] : parts
  return letters
    .map((part) => Array.from(part)[0] ?? '')
    .join('')
    .toUpperCase()
}
