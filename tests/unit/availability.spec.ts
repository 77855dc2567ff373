import { test } from '@japa/runner'
import {
  availabilityWords,
  defaultAvailability,
  isOpenAt,
  nextOpening,
  parseDays,
  parseHours,
} from '#shared/availability'

/* The one setting of when the team answers (config/availability.ts), as every page words it. */
test.group('Availability', () => {
  test('days and hours parse from the environment, anything else is refused', ({ assert }) => {
    assert.deepEqual(parseDays('1-5'), [1, 2, 3, 4, 5])
    assert.deepEqual(parseDays('1,3, 6-7'), [1, 3, 6, 7])
    assert.isNull(parseDays('0-5'))
    assert.isNull(parseDays('Mon-Fri'))
    assert.deepEqual(parseHours('9:00-17:30'), { opens: '09:00', closes: '17:30' })
    assert.isNull(parseHours('17:00-09:00'))
    assert.isNull(parseHours('nine to five'))
  })

  test('open and the next opening, in the team’s time zone', ({ assert }) => {
    const hours = defaultAvailability
    // 2026-11-26 is a Thursday; Bratislava is UTC+1 in November.
    assert.isTrue(isOpenAt(hours, new Date('2026-11-26T08:00:00Z')))
    assert.isFalse(isOpenAt(hours, new Date('2026-11-26T16:00:00Z')))
    assert.equal(nextOpening(hours, new Date('2026-11-26T05:00:00Z')), 'today')
    assert.equal(nextOpening(hours, new Date('2026-11-26T17:00:00Z')), 'tomorrow')
    // Friday evening and Saturday: Monday.
    assert.equal(nextOpening(hours, new Date('2026-11-27T17:00:00Z')), 'mon')
    assert.equal(nextOpening(hours, new Date('2026-11-28T10:00:00Z')), 'mon')
  })

  test('each language names the days and the hours its own way', ({ assert }) => {
    const en = availabilityWords(defaultAvailability, 'en')
    assert.equal(en.firstDay, 'Monday')
    assert.equal(en.lastDay, 'Friday')
    assert.match(en.opens, /^9:00\sAM$/)
    assert.equal(en.zone, 'Central European Time')
    const sk = availabilityWords(defaultAvailability, 'sk')
    assert.deepEqual(
      [sk.firstDay, sk.lastDay, sk.opens, sk.closes],
      ['pondelok', 'piatok', '9:00', '17:00']
    )
    const de = availabilityWords(defaultAvailability, 'de')
    assert.deepEqual([de.firstDay, de.closes], ['Montag', '17:00'])
  })
})
