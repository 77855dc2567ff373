import { test } from '@japa/runner'
import { diffRevisions, isCalendarDate, leftToAllocate, type RevisionFigures } from '#shared/plans'

/* The plan's arithmetic and differences, as the form and the server both count them. */
test.group('Plans: left to allocate, differences, dates', () => {
  test('what the milestones leave of the hours and the price, exactly in minor units', ({
    assert,
  }) => {
    const total = { hours: 120, priceMinor: 960_000 }
    assert.deepEqual(
      leftToAllocate(total, [
        { hours: 40, amountMinor: 320_000 },
        { hours: 60, amountMinor: 480_000 },
      ]),
      { hours: 20, minor: 160_000, balanced: false }
    )
    assert.isTrue(
      leftToAllocate(total, [
        { hours: 40, amountMinor: 320_033 },
        { hours: 80, amountMinor: 639_967 },
      ]).balanced
    )
    assert.deepEqual(leftToAllocate(total, [{ hours: 130, amountMinor: 960_001 }]), {
      hours: -10,
      minor: -1,
      balanced: false,
    })
    assert.isFalse(leftToAllocate(total, []).balanced)
  })

  test('differences match milestones by key and leave money out for who does not see it', ({
    assert,
  }) => {
    const milestone = (key: string, overrides = {}) => ({
      key,
      title: key,
      criteria: null,
      hours: 10,
      amountMinor: 1000,
      targetDate: '2027-01-31',
      ...overrides,
    })
    const before: RevisionFigures = {
      hours: 30,
      priceMinor: 3000,
      currency: 'EUR',
      depositPercent: 0,
      paymentDays: 14,
      milestones: [milestone('a'), milestone('b'), milestone('c')],
    }
    const after: RevisionFigures = {
      ...before,
      depositPercent: 30,
      milestones: [
        milestone('a', { amountMinor: 1500, criteria: '' }),
        milestone('b', { title: 'B2', targetDate: '2027-02-28' }),
        milestone('d', { amountMinor: 500 }),
      ],
    }
    assert.deepEqual(diffRevisions(before, after), {
      totals: ['deposit'],
      added: ['d'],
      removed: [{ key: 'c', title: 'c' }],
      changed: [
        { key: 'a', fields: ['amount'] },
        { key: 'b', fields: ['title', 'targetDate'] },
      ],
    })
    assert.deepEqual(diffRevisions(before, after, { money: false }), {
      totals: [],
      added: ['d'],
      removed: [{ key: 'c', title: 'c' }],
      changed: [{ key: 'b', fields: ['title', 'targetDate'] }],
    })
  })

  test('a target date is a real calendar day', ({ assert }) => {
    for (const valid of ['2027-02-28', '2028-02-29', '2026-12-31']) {
      assert.isTrue(isCalendarDate(valid), valid)
    }
    for (const invalid of [
      '2027-02-29',
      '2027-13-01',
      '2027-1-5',
      '31.01.2027',
      '',
      '1999-12-31',
    ]) {
      assert.isFalse(isCalendarDate(invalid), invalid)
    }
  })
})
