import { DateTime } from 'luxon'
import type { Availability } from '#shared/availability'

/*
| How long something took counted within the opening hours (config/availability.ts): the
| minutes of [start, end) that fall on an opening day between opening and closing time, in the
| team's time zone. Each local day's hours are built in that zone, so a change to or from
| summer time moves them with the clock. A question asked at night counts from the next
| opening; an answer given at the weekend adds nothing for the weekend.
*/
export function businessMinutesBetween(
  start: Date | DateTime,
  end: Date | DateTime,
  availability: Availability
): number {
  const from = toDateTime(start).setZone(availability.timeZone)
  const to = toDateTime(end).setZone(availability.timeZone)
  if (!from.isValid || !to.isValid || to <= from) return 0
  const [openHour, openMinute] = availability.opens.split(':').map(Number)
  const [closeHour, closeMinute] = availability.closes.split(':').map(Number)
  let total = 0
  // A year of days at most: an old thread's span is bounded, and the loop with it.
  let day = from.startOf('day')
  for (let guard = 0; day < to && guard < 400; guard++, day = day.plus({ days: 1 })) {
    if (!availability.days.includes(day.weekday)) continue
    const opens = day.set({ hour: openHour, minute: openMinute })
    const closes =
      closeHour === 24 ? day.plus({ days: 1 }) : day.set({ hour: closeHour, minute: closeMinute })
    const overlapStart = opens > from ? opens : from
    const overlapEnd = closes < to ? closes : to
    if (overlapEnd > overlapStart) total += overlapEnd.diff(overlapStart, 'minutes').minutes
  }
  return Math.round(total)
}

function toDateTime(value: Date | DateTime) {
  return value instanceof Date ? DateTime.fromJSDate(value) : value
}
