import { test } from '@japa/runner'

/*
| The one formatter of times in conversations (client code, imported by a computed path so the
| server's typecheck leaves the client project alone): one 12/24-hour convention per language,
| whatever region the browser reports, and day dividers in each language's own words.
*/
const clientModule = '../../inertia/lib/format.js'
const format = (await import(clientModule)) as {
  formatMessageTime: (iso: string, language: string, timeZone?: string) => string
  formatMessageFull: (iso: string, language: string, timeZone?: string) => string
  formatDateTime: (iso: string, language: string, timeZone?: string) => string
  formatDayLabel: (iso: string, now: number, language: string, timeZone?: string) => string
}

// Intl separates "7:22" from "PM" with a narrow no-break space; people read a space.
const plain = (text: string) => text.replace(/\s/gu, ' ')
const evening = '2026-11-23T19:22:00Z'
const morning = '2026-11-23T09:05:00Z'
// Thursday, 26 November 2026, 10:00 UTC.
const now = Date.parse('2026-11-26T10:00:00Z')

test.group('Message times', () => {
  test('English reads 12-hour without a leading zero; Slovak, Czech and German 24-hour', ({
    assert,
  }) => {
    assert.equal(plain(format.formatMessageTime(evening, 'en', 'UTC')), '7:22 PM')
    assert.equal(plain(format.formatMessageTime(morning, 'en', 'UTC')), '9:05 AM')
    // English in a 24-hour region still reads as the product's English does.
    assert.equal(plain(format.formatMessageTime(evening, 'en-GB', 'UTC')), '7:22 PM')
    for (const language of ['sk', 'cs', 'de']) {
      assert.equal(format.formatMessageTime(evening, language, 'UTC'), '19:22')
    }
    assert.match(format.formatMessageTime(morning, 'de', 'UTC'), /^0?9:05$/)
  })

  test('the tooltip and other dates keep the same convention', ({ assert }) => {
    assert.include(plain(format.formatMessageFull(evening, 'en', 'UTC')), '7:22 PM')
    assert.include(format.formatMessageFull(evening, 'de', 'UTC'), '19:22')
    assert.include(plain(format.formatDateTime(evening, 'en', 'UTC')), '7:22 PM')
    assert.include(format.formatDateTime(evening, 'sk', 'UTC'), '19:22')
  })

  test('the reader’s time zone decides the hour', ({ assert }) => {
    assert.equal(format.formatMessageTime(evening, 'de', 'Europe/Bratislava'), '20:22')
  })
})

test.group('Day dividers', () => {
  test('today, yesterday, a weekday within the week, else the date', ({ assert }) => {
    const label = (iso: string, language: string) =>
      format.formatDayLabel(iso, now, language, 'UTC')
    const words = {
      en: ['Today', 'Yesterday', 'Monday', 'Monday, November 2', 'Sunday, November 2, 2025'],
      sk: ['Dnes', 'Včera', 'Pondelok', 'Pondelok 2. novembra', 'Nedeľa 2. novembra 2025'],
      cs: ['Dnes', 'Včera', 'Pondělí', 'Pondělí 2. listopadu', 'Neděle 2. listopadu 2025'],
      de: ['Heute', 'Gestern', 'Montag', 'Montag, 2. November', 'Sonntag, 2. November 2025'],
    }
    for (const [language, expected] of Object.entries(words)) {
      assert.deepEqual(
        [
          label('2026-11-26T00:30:00Z', language),
          label('2026-11-25T23:59:00Z', language),
          label(evening, language),
          label('2026-11-02T12:00:00Z', language),
          label('2025-11-02T12:00:00Z', language),
        ].map(plain),
        expected,
        language
      )
    }
  })

  test('the day is the reader’s: late evening in UTC is already tomorrow in Bratislava', ({
    assert,
  }) => {
    assert.equal(
      format.formatDayLabel('2026-11-25T23:30:00Z', now, 'en', 'Europe/Bratislava'),
      'Today'
    )
  })
})
