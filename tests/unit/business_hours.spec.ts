import { test } from '@japa/runner'
import { businessMinutesBetween } from '#actions/conversations/business_hours'
import { defaultAvailability, type Availability } from '#shared/availability'

/*
| Reply and resolution times count only the opening hours (Monday to Friday, 9:00 to 17:00,
| Europe/Bratislava by default): the reports must not blame the team for the night.
| 2026-11-26 is a Thursday; Bratislava is UTC+1 in November, UTC+2 in summer.
*/
const hours: Availability = defaultAvailability
const at = (iso: string) => new Date(iso)

test.group('Business hours: durations within the opening hours', () => {
  test('within one working day it is the plain difference', ({ assert }) => {
    // 10:00 to 11:30 local.
    assert.equal(
      businessMinutesBetween(at('2026-11-26T09:00:00Z'), at('2026-11-26T10:30:00Z'), hours),
      90
    )
  })

  test('across a night only the evening before and the morning after count', ({ assert }) => {
    // Thursday 16:30 local to Friday 09:45 local: 30 + 45 minutes.
    assert.equal(
      businessMinutesBetween(at('2026-11-26T15:30:00Z'), at('2026-11-27T08:45:00Z'), hours),
      75
    )
  })

  test('a weekend adds nothing', ({ assert }) => {
    // Friday 16:00 local to Monday 10:00 local: 60 + 60 minutes.
    assert.equal(
      businessMinutesBetween(at('2026-11-27T15:00:00Z'), at('2026-11-30T09:00:00Z'), hours),
      120
    )
    // Asked on Saturday, answered on Sunday: nothing at all.
    assert.equal(
      businessMinutesBetween(at('2026-11-28T10:00:00Z'), at('2026-11-29T15:00:00Z'), hours),
      0
    )
  })

  test('a question at night counts from the opening; a reply outside hours stops the clock at closing', ({
    assert,
  }) => {
    // Asked Thursday 03:00 local, answered Thursday 09:20 local: 20 minutes.
    assert.equal(
      businessMinutesBetween(at('2026-11-26T02:00:00Z'), at('2026-11-26T08:20:00Z'), hours),
      20
    )
    // Asked Thursday 15:00 local, answered at 22:00 local the same day: the two open hours.
    assert.equal(
      businessMinutesBetween(at('2026-11-26T14:00:00Z'), at('2026-11-26T21:00:00Z'), hours),
      120
    )
    // Asked and answered in the same night: no business time passed.
    assert.equal(
      businessMinutesBetween(at('2026-11-26T20:00:00Z'), at('2026-11-26T23:00:00Z'), hours),
      0
    )
  })

  test('a whole working week is five days of eight hours; the hours follow summer time', ({
    assert,
  }) => {
    assert.equal(
      businessMinutesBetween(at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z'), hours),
      5 * 8 * 60
    )
    // The clocks went forward on Sunday 2026-03-29: Monday 9:00 local is 07:00 UTC.
    assert.equal(
      businessMinutesBetween(at('2026-03-27T15:00:00Z'), at('2026-03-30T08:00:00Z'), hours),
      60 + 60
    )
  })

  test('other days and hours, and an end before the start', ({ assert }) => {
    const weekend: Availability = { timeZone: 'UTC', days: [6, 7], opens: '10:00', closes: '12:00' }
    // Friday 11:00 to Monday 11:00 UTC: Saturday's and Sunday's two hours.
    assert.equal(
      businessMinutesBetween(at('2026-11-27T11:00:00Z'), at('2026-11-30T11:00:00Z'), weekend),
      240
    )
    assert.equal(
      businessMinutesBetween(at('2026-11-27T11:00:00Z'), at('2026-11-26T11:00:00Z'), hours),
      0
    )
  })
})
