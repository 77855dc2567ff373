import { DateTime } from 'luxon'
import { BoundedCache } from '#infrastructure/bounded_cache'

/*
| A time column read without a model, as pages send times: exactly what a model's DateTime
| column gives with `toISO()` (Lucid's `DateTime.fromSQL` for SQLite's text, `fromJSDate` for
| PostgreSQL's Date; luxon in the process's zone). Luxon takes about 10 µs to parse one value,
| half a millisecond for a chat page, so each stored value's answer is kept: a page shows the
| same messages again and again. The answer depends on nothing but the value (the process's zone
| is never changed), so a kept answer is never stale.
*/
const kept = new BoundedCache<string | number, string | null>('stored_times', 20_000)

export function isoFromStored(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null
  const key = typeof value === 'string' ? value : value.getTime()
  let iso = kept.get(key)
  if (iso === undefined) {
    iso = (typeof value === 'string' ? DateTime.fromSQL(value) : DateTime.fromJSDate(value)).toISO()
    kept.set(key, iso)
  }
  return iso
}

/*
| A DateTime's `toISO()`, made once per DateTime object. Lucid keeps one DateTime per stored text
| (patches/@adonisjs+lucid+22.4.2.patch), so a page's dates are the same objects on every visit,
| and a DateTime never changes: its text is kept beside it, in a WeakMap (it goes when the
| DateTime goes). Formatting one took about 1,200 instructions: 5 % of the dashboard's.
*/
const isoTexts = new WeakMap<DateTime, string>()

export function isoOf(time: DateTime): string {
  let text = isoTexts.get(time)
  if (text === undefined) {
    text = time.toISO()!
    isoTexts.set(time, text)
  }
  return text
}

export function isoOrNull(time: DateTime | null | undefined): string | null {
  return time ? isoOf(time) : null
}
