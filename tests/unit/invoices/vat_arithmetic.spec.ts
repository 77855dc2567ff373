import { test } from '@japa/runner'
import {
  computeTotals,
  formatInvoiceNumber,
  isReverseCharge,
  lineNet,
  parseDecimal,
  roundedProduct,
  variableSymbolOf,
} from '#shared/invoices'
import { EU_COUNTRIES } from '#shared/billing'

const line = (quantityMilli: number, unitPriceMinor: number, vatRateBp = 2300) => ({
  description: 'Work',
  quantityMilli,
  unit: 'h',
  unitPriceMinor,
  vatRateBp,
})

test.group('Invoices: VAT arithmetic (EN 16931)', () => {
  test('a line is quantity x price rounded half away from zero to the cent (BT-131)', ({
    assert,
  }) => {
    // 1.5 h at 33.33 = 49.995 -> 50.00
    assert.equal(lineNet(line(1500, 3333)), 5000)
    // 0.333 x 10.00 = 3.33
    assert.equal(lineNet(line(333, 1000)), 333)
    assert.equal(roundedProduct(-5, 1, 10), -1)
    assert.equal(roundedProduct(-4, 1, 10), 0)
  })

  test('VAT per rate is the rate of the rate group taxable sum, rounded once (BR-CO-17), not a sum of rounded lines', ({
    assert,
  }) => {
    // Three lines of 0.10 at 23 %: per line 0.023 -> 0.02 each (0.06), per rate 0.30 x 23 % = 0.069 -> 0.07.
    const totals = computeTotals([line(1000, 10), line(1000, 10), line(1000, 10)])
    assert.equal(totals.netMinor, 30)
    assert.deepEqual(totals.rates, [{ category: 'S', rateBp: 2300, taxableMinor: 30, vatMinor: 7 }])
    assert.equal(totals.vatMinor, 7)
    assert.equal(totals.totalMinor, 37)
  })

  test('several rates: each has its own subtotal; document totals are the sums (BR-CO-10, BR-CO-14, BR-CO-15)', ({
    assert,
  }) => {
    const totals = computeTotals([line(2000, 4550), line(1000, 1999, 500), line(1000, 1000, 0)])
    assert.deepEqual(
      totals.rates.map((rate) => [rate.rateBp, rate.taxableMinor, rate.vatMinor]),
      [
        [2300, 9100, 2093],
        [500, 1999, 100],
        [0, 1000, 0],
      ]
    )
    assert.equal(totals.netMinor, 12099)
    assert.equal(totals.vatMinor, 2193)
    assert.equal(totals.totalMinor, 14292)
  })

  test('reverse charge: category AE at 0 %, no VAT; a supplier not a VAT payer: category O', ({
    assert,
  }) => {
    const reverse = computeTotals([line(1000, 100_000), line(1000, 5_000, 500)], 'reverse_charge')
    assert.deepEqual(reverse.rates, [
      { category: 'AE', rateBp: 0, taxableMinor: 105_000, vatMinor: 0 },
    ])
    assert.equal(reverse.totalMinor, 105_000)
    const exempt = computeTotals([line(1000, 100_000)], 'not_vat_payer')
    assert.equal(exempt.rates[0].category, 'O')
    assert.equal(exempt.vatMinor, 0)
  })

  test('reverse charge only for a business in another member state with a VAT ID', ({ assert }) => {
    const business = { kind: 'company', country: 'DE', vatId: 'DE123456789' }
    assert.isTrue(isReverseCharge('SK', business, EU_COUNTRIES))
    assert.isFalse(isReverseCharge('SK', { ...business, vatId: null }, EU_COUNTRIES))
    assert.isFalse(isReverseCharge('SK', { ...business, country: 'SK' }, EU_COUNTRIES))
    assert.isFalse(isReverseCharge('SK', { ...business, country: 'CH' }, EU_COUNTRIES))
    assert.isFalse(isReverseCharge('SK', { ...business, kind: 'person' }, EU_COUNTRIES))
  })

  test('large amounts stay exact (no floating point)', ({ assert }) => {
    // 100,000,000.00 x 999.999 units
    const totals = computeTotals([line(999_999, 10_000_000_000)])
    assert.equal(totals.netMinor, 9_999_990_000_000)
    assert.equal(totals.vatMinor, 2_299_997_700_000)
  })

  test('numbers are {prefix}{year}{seq:4}; the variable symbol is their digits', ({ assert }) => {
    assert.equal(formatInvoiceNumber('FA', 2026, 7), 'FA20260007')
    assert.equal(formatInvoiceNumber('FA', 2026, 12345), 'FA202612345')
    assert.equal(variableSymbolOf('FA20260007'), '20260007')
  })

  test('decimals typed with a comma or a dot, never through a float', ({ assert }) => {
    assert.equal(parseDecimal('1,5', 1000), 1500)
    assert.equal(parseDecimal('0.29', 100), 29)
    assert.equal(parseDecimal(' 1 200.50 ', 100), 120050)
    assert.isNull(parseDecimal('1.234', 100))
    assert.isNull(parseDecimal('abc', 100))
  })
})
