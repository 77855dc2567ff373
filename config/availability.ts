import env from '#start/env'
import { defaultAvailability, parseDays, parseHours, type Availability } from '#shared/availability'

/*
| When the team answers the chat and the contact form: one setting every page words the same
| way (shared/availability.ts). AVAILABILITY_DAYS as ISO weekdays ("1-5": Monday to Friday),
| AVAILABILITY_HOURS as "09:00-17:00", AVAILABILITY_TIME_ZONE an IANA zone. A value that does not
| parse falls back to the default (Monday to Friday, 9:00 to 17:00, Europe/Bratislava).
*/
function validTimeZone(zone: string | undefined) {
  if (!zone) return null
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return zone
  } catch {
    return null
  }
}

const hours = parseHours(env.get('AVAILABILITY_HOURS') ?? '')

const availabilityConfig: Availability = {
  timeZone: validTimeZone(env.get('AVAILABILITY_TIME_ZONE')) ?? defaultAvailability.timeZone,
  days: parseDays(env.get('AVAILABILITY_DAYS') ?? '') ?? defaultAvailability.days,
  opens: hours?.opens ?? defaultAvailability.opens,
  closes: hours?.closes ?? defaultAvailability.closes,
}

export default availabilityConfig
