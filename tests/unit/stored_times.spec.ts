import { test } from '@japa/runner'
import { DateTime } from 'luxon'
import { isoOf, isoOrNull } from '#infrastructure/stored_times'

test.group('ISO texts of dates', () => {
  test("a date's text is luxon's, in its own zone, again and again", ({ assert }) => {
    const utc = DateTime.fromISO('2026-11-29T17:19:08.123Z', { zone: 'utc' })
    const prague = DateTime.fromISO('2026-07-01T08:00:00', { zone: 'Europe/Prague' })
    const local = DateTime.fromSQL('2026-11-29 10:41:51')
    for (const time of [utc, prague, local]) {
      assert.equal(isoOf(time), time.toISO())
      assert.equal(isoOf(time), time.toISO())
    }
    assert.equal(isoOf(prague), '2026-07-01T08:00:00.000+02:00')
  })

  test('no date gives null', ({ assert }) => {
    assert.isNull(isoOrNull(null))
    assert.isNull(isoOrNull(undefined))
    assert.equal(isoOrNull(DateTime.fromMillis(0, { zone: 'utc' })), '1970-01-01T00:00:00.000Z')
  })
})
