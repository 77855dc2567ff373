/*
| When the team answers: one setting (config/availability.ts, from the environment), shared with
| every page, so the landing page, the contact section, the dashboard and the chat panel all say
| the same. Days are ISO weekdays (1 Monday … 7 Sunday); times are "HH:MM" in `timeZone`.
*/
export type Availability = {
  timeZone: string
  days: number[]
  opens: string
  closes: string
}

export const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type WeekdayKey = (typeof weekdayKeys)[number]

export const defaultAvailability: Availability = {
  timeZone: 'Europe/Bratislava',
  days: [1, 2, 3, 4, 5],
  opens: '09:00',
  closes: '17:00',
}

/* "1-5" or "1,2,3,4,5" (ISO weekdays); null when it names no valid day. */
export function parseDays(value: string): number[] | null {
  const days = new Set<number>()
  for (const part of value.split(',')) {
    const [from, to = from] = part
      .trim()
      .split('-')
      .map((word) => Number(word.trim()))
    if (!Number.isInteger(from) || !Number.isInteger(to) || from < 1 || to > 7 || from > to) {
      return null
    }
    for (let day = from; day <= to; day++) days.add(day)
  }
  return days.size ? [...days].sort((a, b) => a - b) : null
}

/* "09:00-17:00"; null unless both are valid times and the first is earlier. */
export function parseHours(value: string): { opens: string; closes: string } | null {
  const match = /^\s*([01]?\d|2[0-3]):([0-5]\d)\s*-\s*([01]?\d|2[0-4]):([0-5]\d)\s*$/.exec(value)
  if (!match) return null
  const opens = `${match[1].padStart(2, '0')}:${match[2]}`
  const closes = `${match[3].padStart(2, '0')}:${match[4]}`
  return minutesOf(opens) < minutesOf(closes) ? { opens, closes } : null
}

function minutesOf(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/* The weekday (1..7) and minute of the day at `now` in the team's time zone. */
function localNow(availability: Availability, now: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: availability.timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now)
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? ''
  const day = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1
  return { day, minute: Number(part('hour')) * 60 + Number(part('minute')) }
}

export function isOpenAt(availability: Availability, now: Date = new Date()) {
  const { day, minute } = localNow(availability, now)
  return (
    availability.days.includes(day) &&
    minute >= minutesOf(availability.opens) &&
    minute < minutesOf(availability.closes)
  )
}

/*
| When the team is back, outside hours: later today, tomorrow, or a weekday (as a key, so each
| language words it in its own grammar: "on Monday", "v pondelok", "am Montag").
*/
export function nextOpening(
  availability: Availability,
  now: Date = new Date()
): 'today' | 'tomorrow' | WeekdayKey {
  const { day, minute } = localNow(availability, now)
  if (availability.days.includes(day) && minute < minutesOf(availability.opens)) return 'today'
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = ((day - 1 + ahead) % 7) + 1
    if (availability.days.includes(next)) {
      return ahead === 1 ? 'tomorrow' : weekdayKeys[next - 1]
    }
  }
  return 'tomorrow'
}

/*
| The pieces a sentence needs in the reader's language: the first and last day's names
| ("Monday", "pondelok") and the hours ("9:00 AM–5:00 PM", "9:00 – 17:00").
*/
export function availabilityWords(availability: Availability, locale: string) {
  const dayName = (day: number) =>
    // 2024-01-01 was a Monday.
    new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, day))
    )
  const time = (value: string) => {
    const [hours, minutes] = value.split(':').map(Number)
    return new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(2024, 0, 1, hours, minutes)))
  }
  return {
    firstDay: dayName(availability.days[0]),
    lastDay: dayName(availability.days.at(-1)!),
    opens: time(availability.opens),
    closes: time(availability.closes),
    // "Central European Time", "stredoeurópsky čas": the zone's name, summer or winter alike.
    zone:
      new Intl.DateTimeFormat(locale, {
        timeZone: availability.timeZone,
        timeZoneName: 'longGeneric',
      })
        .formatToParts(new Date(Date.UTC(2024, 0, 1)))
        .find((part) => part.type === 'timeZoneName')?.value ?? availability.timeZone,
  }
}
