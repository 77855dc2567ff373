import { test } from '@japa/runner'
import { formatRate, offerRates, paragraphsOf } from '#shared/offers'

test.group('Offers: rates and their display', () => {
  test('open, response and acceptance rates follow DESIGN.md; nothing sent has no rate', ({
    assert,
  }) => {
    const none = { acceptedValue: [] }
    assert.deepEqual(offerRates({ sent: 7, opened: 3, responded: 2, accepted: 1, ...none }), {
      openRate: 3 / 7,
      responseRate: 2 / 7,
      acceptanceRate: 1 / 7,
    })
    assert.deepEqual(offerRates({ sent: 0, opened: 0, responded: 0, accepted: 0, ...none }), {
      openRate: null,
      responseRate: null,
      acceptanceRate: null,
    })
  })

  test('a percentage with one decimal in each language', ({ assert }) => {
    const rate = 3 / 7
    assert.equal(formatRate(rate, 'en'), '42.9%')
    assert.equal(formatRate(rate, 'sk').replace(/\s/g, ' '), '42,9 %')
    assert.equal(formatRate(rate, 'cs').replace(/\s/g, ' '), '42,9 %')
    assert.equal(formatRate(rate, 'de').replace(/\s/g, ' '), '42,9 %')
    assert.equal(formatRate(1, 'en'), '100.0%')
    assert.equal(formatRate(null, 'en'), '–')
  })

  test('paragraphs are split at blank lines; single line breaks stay inside', ({ assert }) => {
    assert.deepEqual(paragraphsOf('One\r\nline two\n\n\n  Two  \n \nThree'), [
      'One\nline two',
      'Two',
      'Three',
    ])
  })
})
