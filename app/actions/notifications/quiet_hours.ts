import { DateTime } from 'luxon'
import { TIME_OF_DAY } from '#shared/notifications'

export interface QuietHours {
  from: string | null
  to: string | null
  timeZone: string | null
}

function minutesOf(time: string) {
  const [hours, minutes] = time.split(':').map(Number)
  return hours * 60 + minutes
}

/*
| Whether `now` falls in the user's quiet hours, read on their clock (their saved time zone; UTC
| when they never saved one). "22:00" to "07:00" crosses midnight; the same time twice means none.
*/
export function inQuietHours(hours: QuietHours, now = DateTime.now()) {
  const { from, to } = hours
  if (!from || !to || !TIME_OF_DAY.test(from) || !TIME_OF_DAY.test(to) || from === to) return false
  const local = now.setZone(hours.timeZone || 'UTC')
  const clock =
    (local.isValid ? local : now.toUTC()).hour * 60 + (local.isValid ? local : now.toUTC()).minute
  const start = minutesOf(from)
  const end = minutesOf(to)
  return start < end ? clock >= start && clock < end : clock >= start || clock < end
}
