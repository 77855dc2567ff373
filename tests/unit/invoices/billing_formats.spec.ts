import { test } from '@japa/runner'
import { isCompanyNumber, isTaxNumber, isVatId } from '#shared/billing'

test.group('Billing numbers: formats', () => {
  test('IČO: eight digits with the mod-11 check digit in Slovakia and Czechia', ({ assert }) => {
    assert.isTrue(isCompanyNumber('35757442', 'SK'))
    assert.isTrue(isCompanyNumber('35 757 442', 'SK'))
    assert.isFalse(isCompanyNumber('35757443', 'SK'))
    assert.isFalse(isCompanyNumber('3575744', 'CZ'))
    // Check digit 0 when the remainder is 1 (weights 8..2).
    assert.isTrue(isCompanyNumber('00000060', 'CZ'))
    assert.isTrue(isCompanyNumber('HRB12345', 'DE'))
  })

  test('DIČ: ten digits divisible by 11 in Slovakia, CZ and digits in Czechia', ({ assert }) => {
    assert.isTrue(isTaxNumber('2020273893', 'SK'))
    assert.isFalse(isTaxNumber('2020273894', 'SK'))
    assert.isTrue(isTaxNumber('CZ12345678', 'CZ'))
    assert.isFalse(isTaxNumber('12345678', 'CZ'))
  })

  test('IČ DPH: the prefix and the national form of each member state', ({ assert }) => {
    assert.isTrue(isVatId('SK2020273893'))
    assert.isFalse(isVatId('SK2020273894'))
    assert.isTrue(isVatId('de 123 456 789'))
    assert.isTrue(isVatId('ATU12345678'))
    assert.isTrue(isVatId('NL123456789B01'))
    assert.isFalse(isVatId('AT12345678'))
    assert.isFalse(isVatId('XX123456789'))
  })
})
