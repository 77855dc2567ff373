import { test } from '@japa/runner'
import { parseAddressLine } from '#config/product'
import { formatPostalAddress } from '#shared/postal_address'

const address = {
  street: 'Mlynské nivy 5',
  postalCode: '821 09',
  city: 'Bratislava',
  country: 'SK',
}

test.group('Postal address', () => {
  test('the country is named in the reader’s language', ({ assert }) => {
    assert.equal(formatPostalAddress(address, 'en'), 'Mlynské nivy 5, 821 09 Bratislava, Slovakia')
    assert.equal(formatPostalAddress(address, 'sk'), 'Mlynské nivy 5, 821 09 Bratislava, Slovensko')
    assert.equal(formatPostalAddress(address, 'cs'), 'Mlynské nivy 5, 821 09 Bratislava, Slovensko')
    assert.equal(formatPostalAddress(address, 'de'), 'Mlynské nivy 5, 821 09 Bratislava, Slowakei')
    assert.equal(
      formatPostalAddress({ ...address, country: 'cz', city: 'Praha', postalCode: '110 00' }, 'de'),
      'Mlynské nivy 5, 110 00 Praha, Tschechien'
    )
  })

  test('an older one-line COMPANY_ADDRESS still gets its country translated', ({ assert }) => {
    assert.deepEqual(parseAddressLine('Mlynské nivy 5, 821 09 Bratislava, Slovakia'), address)
    assert.deepEqual(parseAddressLine('Hauptstraße 1, Hinterhaus, 1010 Wien, AT'), {
      street: 'Hauptstraße 1, Hinterhaus',
      postalCode: '1010',
      city: 'Wien',
      country: 'AT',
    })
    // A line whose last part is no country is shown as it was written.
    assert.deepEqual(parseAddressLine('Somewhere 5, Bratislava'), {
      street: 'Somewhere 5, Bratislava',
      postalCode: '',
      city: '',
      country: '',
    })
  })
})
