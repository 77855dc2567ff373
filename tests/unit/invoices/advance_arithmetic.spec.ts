import { test } from '@japa/runner'
import {
  computeTotals,
  deductionsFor,
  depositNet,
  roundedProduct,
  splitReceivedPayment,
  taxOfGross,
  variableSymbolOf,
} from '#shared/invoices'

/*
| The arithmetic of advance invoices (docs/decisions/invoices.md "Advance invoices"): the
| deposit, the VAT in a received payment, and what a final invoice deducts.
*/
test.group('Advance invoices: arithmetic', () => {
  test('the deposit is its share of the net price, rounded half away from zero', ({ assert }) => {
    assert.equal(depositNet(960_000, 30), 288_000)
    // 33 % of 333.33 is 109.9989: 110.00.
    assert.equal(depositNet(33_333, 33), 11_000)
    assert.equal(depositNet(960_000, 0), 0)
    assert.equal(depositNet(960_000, 100), 960_000)
  })

  test('the VAT in a received payment: taxable + VAT is the payment, and VAT = taxable x rate rounded (BR-CO-17)', ({
    assert,
  }) => {
    assert.deepEqual(taxOfGross(123_000, 2300), { taxableMinor: 100_000, vatMinor: 23_000 })
    // 100.00 at 23 %: 81.30 + 18.70 (81.30 x 23 % = 18.699).
    assert.deepEqual(taxOfGross(10_000, 2300), { taxableMinor: 8130, vatMinor: 1870 })
    assert.deepEqual(taxOfGross(1, 2300), { taxableMinor: 1, vatMinor: 0 })
    assert.deepEqual(taxOfGross(10_500, 500), { taxableMinor: 10_000, vatMinor: 500 })
    assert.deepEqual(taxOfGross(5000, 0), { taxableMinor: 5000, vatMinor: 0 })
    for (let gross = 1; gross < 5000; gross += 7) {
      const { taxableMinor, vatMinor } = taxOfGross(gross, 2300)
      assert.equal(taxableMinor + vatMinor, gross)
      assert.isAtMost(Math.abs(vatMinor - roundedProduct(taxableMinor, 2300, 10_000)), 1)
    }
  })

  test('a payment no taxable amount reaches exactly takes the tax as payment x rate / (100 + rate)', ({
    assert,
  }) => {
    // 730.00: 593.49 + 136.50 = 729.99 and 593.50 + 136.51 = 730.01, so 593.50 + 136.50.
    assert.deepEqual(taxOfGross(73_000, 2300), { taxableMinor: 59_350, vatMinor: 13_650 })
  })

  test('a payment is shared among the advance invoice’s rates by their totals, adding up to the payment', ({
    assert,
  }) => {
    const advance = computeTotals([
      {
        description: 'a',
        quantityMilli: 1000,
        unit: 'pcs',
        unitPriceMinor: 100_000,
        vatRateBp: 2300,
      },
      {
        description: 'b',
        quantityMilli: 1000,
        unit: 'pcs',
        unitPriceMinor: 100_000,
        vatRateBp: 500,
      },
    ])
    // 1,230.00 + 1,050.00 = 2,280.00; half of it paid.
    const split = splitReceivedPayment(114_000, advance.rates)
    assert.deepEqual(
      split.map((rate) => [rate.rateBp, rate.taxableMinor, rate.vatMinor]),
      [
        [2300, 50_000, 11_500],
        [500, 50_000, 2500],
      ]
    )
    const odd = splitReceivedPayment(100_001, advance.rates)
    assert.equal(
      odd.reduce((sum, rate) => sum + rate.taxableMinor + rate.vatMinor, 0),
      100_001
    )
  })

  test('a reverse-charge advance carries no VAT in its payment', ({ assert }) => {
    const advance = computeTotals(
      [
        {
          description: 'a',
          quantityMilli: 1000,
          unit: 'pcs',
          unitPriceMinor: 100_000,
          vatRateBp: 2300,
        },
      ],
      'reverse_charge'
    )
    assert.deepEqual(splitReceivedPayment(40_000, advance.rates), [
      { category: 'AE', rateBp: 0, taxableMinor: 40_000, vatMinor: 0 },
    ])
  })

  test('a final invoice deducts oldest first, per rate, never below zero; the rest waits', ({
    assert,
  }) => {
    const lines = [
      { quantityMilli: 1000, unitPriceMinor: 50_000, vatRateBp: 2300 },
      { quantityMilli: 2000, unitPriceMinor: 10_000, vatRateBp: 500 },
    ]
    assert.deepEqual(
      deductionsFor(lines, [
        { documentId: 1, vatRateBp: 2300, remainingMinor: 30_000 },
        { documentId: 2, vatRateBp: 2300, remainingMinor: 30_000 },
        { documentId: 2, vatRateBp: 500, remainingMinor: 5000 },
        { documentId: 3, vatRateBp: 1900, remainingMinor: 5000 },
      ]),
      [
        { documentId: 1, vatRateBp: 2300, amountMinor: 30_000 },
        { documentId: 2, vatRateBp: 2300, amountMinor: 20_000 },
        { documentId: 2, vatRateBp: 500, amountMinor: 5000 },
      ]
    )
    assert.deepEqual(
      deductionsFor(lines, [{ documentId: 1, vatRateBp: 2300, remainingMinor: 0 }]),
      []
    )
  })

  test('an advance invoice’s variable symbol never repeats an invoice’s', ({ assert }) => {
    assert.equal(variableSymbolOf('FA20260007'), '20260007')
    assert.equal(variableSymbolOf('ZF20260007', 'advance'), '920260007')
    assert.equal(variableSymbolOf('DP20260007', 'advance_tax'), '20260007')
  })
})
