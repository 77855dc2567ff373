import { test } from '@japa/runner'
import { decode } from 'bysquare/pay'
import Invoice from '#models/invoice'
import invoicesConfig from '#config/invoices'
import { paymentQr } from '#actions/invoices/payment_qr'

/* An issued invoice in memory: the QR reads only what issuing froze on it. */
function invoiceFor(country: string, overrides: Partial<Invoice> = {}) {
  const invoice = new Invoice()
  invoice.merge({
    kind: 'invoice',
    status: 'issued',
    number: 'FA20260042',
    variableSymbol: '20260042',
    currency: 'EUR',
    totalMinor: 123_456,
    supplier: JSON.stringify(invoicesConfig.supplier),
    customer: JSON.stringify({ kind: 'company', name: 'Client', country, vatId: null }),
    ...overrides,
  })
  return invoice
}

test.group('Invoices: the payment QR', () => {
  test('a Slovak customer gets PAY by square, decoded back to the IBAN, amount and variable symbol', ({
    assert,
  }) => {
    const qr = paymentQr(invoiceFor('SK'))!
    assert.equal(qr.kind, 'bysquare')
    const [payment] = decode(qr.text).payments
    assert.equal(payment.bankAccounts[0].iban, invoicesConfig.supplier.iban)
    assert.equal(payment.amount, 1234.56)
    assert.equal(payment.variableSymbol, '20260042')
    assert.equal(payment.currencyCode, 'EUR')
  })

  test('another EU customer gets the EPC QR (SEPA credit transfer) with the amount and the reference', ({
    assert,
  }) => {
    const qr = paymentQr(invoiceFor('DE'))!
    assert.equal(qr.kind, 'epc')
    const fields = qr.text.split('\n')
    assert.deepEqual(fields.slice(0, 4), ['BCD', '002', '1', 'SCT'])
    assert.equal(fields[6], invoicesConfig.supplier.iban)
    assert.equal(fields[7], 'EUR1234.56')
    assert.include(fields[10], 'VS20260042')
  })

  test('no QR on a credit note, nor an EPC QR for an amount not in euros', ({ assert }) => {
    assert.isNull(paymentQr(invoiceFor('SK', { kind: 'credit_note' })))
    assert.isNull(paymentQr(invoiceFor('DE', { currency: 'CZK' })))
  })
})
